import type { terms as es } from '../es/terms.ts';

// English translation of the terms and privacy page; the Spanish text is the one that governs.
export const terms: typeof es = {
  title: 'Terms and Conditions and Privacy Notice',
  updated: 'Last updated: November 29, 2026.',
  contents: 'Contents',
  back: 'Back to home',
  backToTop: 'Back to contents',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Notice',
  conditions: {
    intro:
      'These Terms and Conditions govern the use of Convite, the digital wedding invitation service we offer in Mexico. By creating an account, starting test mode or buying a plan you accept these terms; if you do not agree with them, please do not use the service. This is a translation: in case of any difference, the Spanish version prevails.',
    service: {
      title: '1. The service',
      body: 'Convite lets you create a digital invitation for your wedding, customise its content and design (including designs generated with artificial intelligence), send each guest a personal link and receive their RSVPs in your dashboard.\n\nThe service is provided online. To use it you need a device with an internet connection and an up-to-date browser; the cost of your connection is yours.',
    },
    validity: {
      title: '2. How long the service lasts',
      body: 'Your invitation and your dashboard are available from the activation of your plan until 6 months after the event date you registered. After that period we may deactivate the invitation and delete its content and guest list, as described in our Privacy Notice.\n\nTest mode lasts 72 hours, needs no card and can be used once per wedding, with limited features. When it ends, the invitation is no longer available until you buy a plan.',
    },
    eligibility: {
      title: '3. Account and minimum age',
      body: 'You must be at least 18 years old to create an account. People aged 13 to 17 may only use Convite with the consent of their mother, father or guardian, who accepts these terms on their behalf and is responsible for their use. Children under 13 may not use the service.\n\nYou are responsible for keeping your account details true and your password secret. Let us know immediately if you suspect that someone else is using your account.',
    },
    prices: {
      title: '4. Plans and prices',
      body: 'The plans, their features and their prices are published on our home page and in the Plan tab of your dashboard. Prices are in Mexican pesos (MXN) and include Value Added Tax (VAT, IVA in Mexico).\n\nIf you already have a plan and move to a higher one, you only pay the difference between the new plan’s price and your current plan’s price. Promo codes are applied at payment according to their conditions and validity.',
    },
    payments: {
      title: '5. Payments',
      body: 'Payments are made by credit or debit card through a card payment provider. Convite neither receives nor stores your full card number: the payment provider processes those details directly, with its own security measures.\n\nFor some services we offer interest-free instalments (meses sin intereses) on participating credit cards. Availability and the number of months depend on the bank that issued your card and are shown before you confirm the payment.',
    },
    invoices: {
      title: '6. Invoices',
      body: 'If you need an invoice (CFDI), request it within the same calendar month in which you made the purchase (Mexico City time), from your wedding’s Plan tab: under “Your payments”, choose “Request invoice” next to the payment. We will ask for your RFC (tax ID), name or company name (as your Constancia de Situación Fiscal shows it, without the type of company), tax regime, the postal code of your tax address and CFDI use; the invoice is sent to your account email.\n\nIf you cannot do it from the tab, write to us at {{email}} within the same period with those details and your account email.\n\nRequests received after the end of the month of purchase cannot be invoiced, because that month’s sales will already have been declared.',
    },
    refunds: {
      title: '7. Cancellations and refunds',
      body: 'When you buy a plan you immediately receive a digital service that is already enabled; for this reason there are no refunds, in full or in part, once the payment is made. We suggest trying Convite with the free test mode before buying.\n\nThis does not limit your rights under Mexico’s Federal Consumer Protection Law (Ley Federal de Protección al Consumidor).',
    },
    complaints: {
      title: '8. Queries and complaints',
      body: 'If you have a complaint or need a clarification about the service or a charge, write to us at {{email}} within 30 calendar days of the charge or of the event that gives rise to it. Give your account email, the date and a description of what happened; we will answer by the same means.\n\nYou may also turn to Mexico’s Federal Consumer Protection Agency (PROFECO).',
    },
    content: {
      title: '9. Your content and your guests',
      body: 'You are responsible for the texts, photographs, songs and other content you upload, and you declare that you hold the rights or permissions needed to use them. You allow us to host it, adapt it to the invitation’s format and show it to the people you share your link with, only to provide the service to you.\n\nBy uploading your guests’ details (for example their name, phone number or number of passes) you declare that you obtained them lawfully and will use them only to invite them to your wedding. We process those details as described in our Privacy Notice.\n\nConvite may not be used for illegal or offensive content, content that infringes the rights of others, or unsolicited advertising. We may remove such content or suspend the account that publishes it.',
    },
    property: {
      title: '10. Intellectual property',
      body: 'The Convite brand, the software, and the platform’s designs and themes belong to Convite or its licensors. Your plan entitles you to use them for your invitation while the service lasts; you acquire no other right over them.',
    },
    liability: {
      title: '11. Availability and liability',
      body: 'We work to keep Convite available at all times, but there may be interruptions for maintenance or for reasons beyond our control. We are not liable for damage caused by failures of third parties (such as internet or email providers), by incorrect information you enter, or by the use your guests make of their links.\n\nDesigns generated with artificial intelligence are suggestions: review them before publishing them.',
    },
    changes: {
      title: '12. Changes to these terms',
      body: 'We may update these terms. We will publish the current version on this page with its update date and, if the change is significant, we will let you know by email. Changes do not affect plans already paid for while they last.',
    },
    law: {
      title: '13. Governing law and jurisdiction',
      body: 'These terms are governed by the federal laws of the United Mexican States. For any dispute, the parties submit to the competent courts of Mexico City, without prejudice to PROFECO’s administrative jurisdiction.',
    },
  },
  notice: {
    intro:
      'This is Convite’s Comprehensive Privacy Notice (aviso de privacidad integral), issued under Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP). It explains which personal data we process, why, with whom we share it and how you can exercise your rights.',
    controller: {
      title: '1. Data controller',
      body: 'Convite is responsible for the processing of your personal data. For any matter related to this notice or to your data, write to us at {{email}}; this is also the address for receiving notices on personal data matters.',
    },
    data: {
      title: '2. Personal data we process',
      body: 'About you, as a client:\n- Identity and contact: first name, last name and email address; if you sign in with Google, the identifier Google shares with us.\n- Your wedding: the names of the couple and of their parents, the date, places and times of the events, photographs, song, gift registry, accommodation and any other content you enter.\n- Payments and invoices: amount, date and plan bought; for invoices, RFC, name or company name, tax regime and postal code. Your full card details go directly to the payment provider, not to Convite.\n\nAbout your guests, which you upload to the platform or which they give us when they reply:\n- First name, last name, phone number, number of passes, the events they are invited to and a special message.\n- Their RSVP, the number of companions confirmed, dietary restrictions and the message they choose to leave you.\n- When they first and last opened their personal link and how many times they opened it (see section 3).\n\nBrowsing data: IP address, browser and device type, pages visited and the preferences stored in your browser (see section 8).\n\nWe do not ask for sensitive personal data. Dietary restrictions could reveal health information (an allergy, for example): guests share them voluntarily and expressly, they are shown only to the couple who invited them and they are used for no other purpose.',
    },
    guests: {
      title: '3. Guests’ data',
      body: 'The couple who upload their guests’ details declare that they obtained them lawfully and that they will tell their guests about this notice. Convite processes those details only to show the invitation, record the RSVPs and deliver them to the couple.\n\nEach guest enters with a personal code. That code is never sent to our analytics services.\n\nWhen guests open their personal link we record only the date and time of their first and last opening and how many times they have opened it (openings within 30 minutes count as one). We store no IP address or device details for this. We use it only to show the couple who opened their invitation. The previews that messaging apps (WhatsApp, Telegram, Facebook and others) make when the link is shared are not counted, nor are the times the couple checks the invitation from their dashboard.\n\nEach guest can delete their data at any time from their own link, with “Delete my data” at the bottom of their invitation: we immediately delete their name, phone number, answers, dietary restrictions, messages and the record of their openings, and the couple only sees that a guest left, and on which date.\n\nGuests may also exercise their ARCO rights directly with Convite, as explained in section 6.',
    },
    purposes: {
      title: '4. Purposes',
      body: 'Purposes needed to provide the service:\n- Creating and managing your account, verifying your email and giving you secure access.\n- Creating, publishing and showing your invitation, and recording your guests’ RSVPs.\n- Processing payments, applying promo codes and issuing invoices.\n- Handling support requests, queries and complaints.\n- Meeting legal and tax obligations, and preventing fraud and abuse.\n\nSecondary purposes, not needed for the service:\n- Producing usage statistics to improve Convite.\n- Sending you news about new features and promotions.\n\nYou may object to the secondary purposes at any time by writing to {{email}}. Objecting will not be a reason to deny you the service.',
    },
    transfers: {
      title: '5. Transfers and processors',
      body: 'We do not sell or rent your personal data. To run the service we share it, only as far as needed, with providers that process it on our behalf and under our instructions: cloud hosting and storage, email delivery, card payment processing, usage analytics and the generation of designs with artificial intelligence (to the latter we send only the design description you write, never your guests’ details).\n\nWe transfer personal data to third parties without your consent only in the cases provided for by article 37 of the LFPDPPP, for example when a competent authority requires it under the law.',
    },
    rights: {
      title: '6. ARCO rights and withdrawal of consent',
      body: 'You have the right to access your personal data, to rectify it if it is inaccurate, to cancel it when you consider it is not needed for the purposes of this notice and to oppose its processing for specific purposes (ARCO rights: access, rectification, cancellation and opposition). You may also withdraw any consent you have given us.\n\nWithout writing to us: as a client, from the Account tab of your dashboard you can download all the data you and your guests entered (access) and close your account, which deletes your wedding, your guests, their answers and your files (cancellation); both ask for your password again. As a guest, you can delete your data from your invitation (section 3).\n\nTo exercise them in writing, send your request to {{email}} with:\n- Your name and a means of sending you the answer.\n- A document proving your identity or, where applicable, the legal representation of whoever acts for you.\n- A clear description of the data and of the right you wish to exercise.\n- Anything that helps us find your data (for example your account email or the name of the wedding you were invited to).\n\nTimelines: if your request does not give enough information, we will ask you for more within 5 business days of receiving it, and you will have 10 business days to answer; if you do not answer, the request will be deemed not submitted. We will tell you our decision within 20 business days of receiving the request and, if it is upheld, we will carry it out within 15 business days of telling you.\n\nIf you consider that your right was not respected, you may turn to the authority responsible for personal data protection.',
    },
    limits: {
      title: '7. How to limit the use of your data',
      body: 'You can ask us to stop sending you news and promotions with the link in each email or by writing to {{email}}. Emails needed for the service (verification, password recovery and account notices) will keep arriving while you have an account.',
    },
    cookies: {
      title: '8. Cookies, local storage and analytics',
      body: 'We keep your session and your preferred language in your browser’s local storage; without them you could not sign in.\n\nWhen it is enabled, we use PostHog to count page views and clicks on the main buttons. To do so PostHog stores an identifier in a cookie and in your browser’s local storage. We do not record your screen, we do not log what you type and we remove guests’ personal codes from addresses. If your browser sends the Do Not Track signal, we do not measure your visit.\n\nYou can delete or block cookies and local storage in your browser’s settings; if you do, you will have to sign in again.',
    },
    retention: {
      title: '9. Retention and security',
      body: 'Your guests’ personal data (names, phone numbers, answers, dietary restrictions, messages and the openings of their link) is deleted 180 days after your wedding date. 30 days before, we email you with the link to download your guest list; we never delete it sooner than 30 days after that email. Afterwards we keep only totals that identify nobody (how many invitations there were, how many people confirmed and how many arrived). Your account and wedding data is kept while you have the account; if you close it we delete it, and of your payments and invoices we keep only the data tax law requires, for as long as it requires.\n\nWe protect your data with administrative, technical and physical measures: encrypted connections, passwords stored with one-way hashing and access restricted to the staff who need it.',
    },
    changes: {
      title: '10. Changes to this notice',
      body: 'This notice may change because of new legal requirements, our own needs or changes to the service. We will publish the current version on this page, with its update date, and let you know by email of significant changes.',
    },
  },
};

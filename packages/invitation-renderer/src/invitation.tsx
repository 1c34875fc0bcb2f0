import { InvitationI18n } from './invitation-i18n.tsx';
import type { InvitationGuestModel, InvitationLocale, InvitationModel } from './model.ts';
import { AccommodationsSection } from './sections/accommodations-section.tsx';
import type { ConfirmationProps } from './sections/confirmation/confirmation-props.ts';
import { ConfirmationSection } from './sections/confirmation/confirmation-section.tsx';
import { DressCodeSection } from './sections/dress-code-section.tsx';
import { EventsSection } from './sections/events-section.tsx';
import { GallerySection } from './sections/gallery-section.tsx';
import { GiftRegistrySection } from './sections/gift-registry-section.tsx';
import { Header } from './sections/header.tsx';
import { ItinerarySection } from './sections/itinerary-section.tsx';
import { MessagesSection } from './sections/messages-section.tsx';
import { SongPlayer } from './song-player.tsx';
import type { ReactNode } from 'react';
import { ETIQUETA_THEME, type ThemeContent } from './theme.ts';
import { pageThemeCss } from './theme-defaults.ts';
import { CONFIRMATION_FORM_ID } from './confirmation-rules.ts';
import { weddingVenue } from './venue.ts';
import {
  showsConfirmation,
  showsDressCode,
  showsGiftRegistry,
  showsMessages,
  visibleEvents,
} from './visibility.ts';

export type { ConfirmationProps } from './sections/confirmation/confirmation-props.ts';

export type InvitationProps = {
  wedding: InvitationModel;
  guest: InvitationGuestModel | null;
  /** The published theme's content, or null for Etiqueta. */
  theme: ThemeContent | null;
  locale: InvitationLocale;
  /** The initial clock, so the server and the client render the same countdown. */
  now: Date;
  confirmation: ConfirmationProps;
  /**
   * Mounted inside another page (the dashboard's theme preview): the sections sit in a <div>, not a
   * second <main>, and the song is left out, so the preview neither plays music nor floats a button
   * over the page around it.
   */
  embedded?: boolean;
  /** The guest's calendar file (.ics) on the invitation server; none in the dashboard's preview. */
  calendarFileHref?: string | null;
};

/**
 * The public invitation, a pure function of its props: it fetches nothing and reads no storage, so it
 * renders the same on the server and in the browser (give both the same `now`). It carries its own
 * theme <style>, so it looks right wherever it is mounted (the invitation app, the dashboard's preview).
 */
export function Invitation(props: InvitationProps) {
  return (
    <InvitationI18n locale={props.locale}>
      <InvitationBody {...props} />
    </InvitationI18n>
  );
}

/** The id of the confirmation's band: the first screen's button is a link to it. */
function InvitationBody({
  wedding,
  guest,
  theme,
  locale,
  now,
  confirmation,
  embedded = false,
  calendarFileHref = null,
}: InvitationProps) {
  const events = visibleEvents(wedding.events, guest);
  const hasConfirmation = showsConfirmation(wedding);
  const Main = embedded ? 'div' : 'main';
  // The sections shown, in order: every other one sits on a band, so the page has a rhythm.
  const sections: { name: string; content: ReactNode }[] = [
    showsMessages(wedding) && {
      name: 'invitation',
      content: <MessagesSection wedding={wedding} />,
    },
    events.length > 0 && {
      name: 'events',
      content: (
        <EventsSection
          wedding={wedding}
          events={events}
          locale={locale}
          calendarFileHref={calendarFileHref}
        />
      ),
    },
    showsDressCode(wedding) && {
      name: 'dress-code',
      content: <DressCodeSection wedding={wedding} />,
    },
    wedding.itineraryEvents.length > 0 && {
      name: 'itinerary',
      content: <ItinerarySection wedding={wedding} locale={locale} />,
    },
    showsGiftRegistry(wedding) && {
      name: 'gift-registry',
      content: <GiftRegistrySection wedding={wedding} />,
    },
    hasConfirmation && {
      name: 'confirmation',
      content: (
        <ConfirmationSection
          wedding={wedding}
          events={events}
          locale={locale}
          now={now}
          guest={guest}
          confirmation={confirmation}
        />
      ),
    },
    wedding.accommodations.length > 0 && {
      name: 'accommodations',
      content: <AccommodationsSection wedding={wedding} />,
    },
    wedding.galleryImages.length > 0 && {
      name: 'gallery',
      content: <GallerySection wedding={wedding} />,
    },
  ].filter((section) => section !== false);
  return (
    <div className="inv-root inv-page-backdrop" lang={locale} data-design={wedding.design.slug}>
      <style dangerouslySetInnerHTML={{ __html: pageThemeCss(theme ?? ETIQUETA_THEME) }} />
      {/* The theme's page (base.body) is the sheet; around it, on a computer, the backdrop. */}
      <div className="inv-sheet inv-base-body inv-page-sheet">
        <Header
          wedding={wedding}
          locale={locale}
          now={now}
          venue={weddingVenue(events)}
          confirmationTarget={hasConfirmation ? CONFIRMATION_FORM_ID : null}
          guest={guest}
        />
        <Main className="inv-main">
          {sections.map(({ name, content }, index) => (
            <div key={name} className={index % 2 === 1 ? 'inv-band inv-page-band' : 'inv-band'}>
              {content}
            </div>
          ))}
          {wedding.song && !embedded ? <SongPlayer song={wedding.song} /> : null}
        </Main>
      </div>
    </div>
  );
}

/** The landing page and what every page's head says. */
export const landingTexts = {
  meta: {
    description: 'Convite: invitaciones digitales de boda.',
    terms: 'Términos y Condiciones y Aviso de Privacidad',
    notFound: 'Página no encontrada',
  },
  landing: {
    login: 'Iniciar sesión',
    eyebrow: 'Invitaciones digitales de boda',
    title: 'Tu invitación de boda, digital e inteligente',
    pitch:
      'Crea una invitación elegante, compártela con un enlace personal para cada invitado y recibe sus confirmaciones en un solo lugar.',
    start: 'Comenzar',
    demo: 'Ver invitación de ejemplo',
    newTab: '(se abre en una pestaña nueva)',
    highlights: {
      links: 'Un enlace personal por invitado',
      replies: 'Confirmaciones al instante',
      themes: 'Diseños creados con IA',
    },
    preview: {
      label: 'Nos casamos',
      names: 'Ana & Luis',
      date: '14 · 02 · 2027',
      rsvp: 'Confirmar asistencia',
    },
    steps: {
      title: 'Cómo funciona',
      lead: 'Tu invitación lista en cinco pasos, desde tu teléfono.',
      account: {
        title: 'Crea tu cuenta',
        text: 'Regístrate con tu correo o con Google.',
      },
      wedding: {
        title: 'Registra tu boda',
        text: 'Los nombres, la fecha y el enlace de tu invitación.',
      },
      content: {
        title: 'Agrega el contenido',
        text: 'Eventos, itinerario, fotos, canción, código de vestimenta y mesa de regalos.',
      },
      theme: {
        title: 'Elige tu diseño',
        text: 'Escoge un tema o describe tu boda y deja que la IA lo cree por ti.',
      },
      guests: {
        title: 'Invita y recibe respuestas',
        text: 'Envía a cada invitado su enlace personal y sigue sus confirmaciones.',
      },
    },
    trial: {
      title: 'Pruébalo gratis',
      text: 'Activa el modo de prueba y arma tu invitación completa antes de pagar.',
      hours: '72 horas gratis',
      unit: 'horas',
      noCard: 'Sin tarjeta',
      start: 'Iniciar prueba gratis',
    },
    plans: {
      title: 'Planes',
      lead: 'Un solo pago por boda. Precios en pesos mexicanos, IVA incluido.',
      buy: 'Comprar',
      buyPlan: 'Comprar {{name}}',
      error: 'No pudimos cargar los planes. Inténtalo de nuevo en un momento.',
    },
    payments: 'Paga con tarjeta de crédito o débito',
    cards: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
    },
    contact: {
      title: 'Contacto',
      lead: '¿Tienes dudas? Escríbenos, con gusto te ayudamos.',
      whatsapp: 'Teléfono y WhatsApp',
      email: 'Correo',
      instagram: 'Instagram',
    },
    floating: {
      whatsapp: 'Escríbenos por WhatsApp',
      instagram: 'Síguenos en Instagram',
    },
    footer: {
      terms: 'Términos y condiciones',
      privacy: 'Aviso de privacidad',
      rights: '© {{year}} Convite',
    },
  },
};

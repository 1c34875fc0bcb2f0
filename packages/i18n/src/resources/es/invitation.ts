export const invitation = {
  notAvailable: {
    title: 'Invitación no disponible',
    message: 'Esta invitación no está disponible. Revisa el enlace o pregunta a los novios.',
  },
  meta: {
    description: 'Boda de {{names}} · {{date}}',
  },
  opensInNewTab: '(se abre en una pestaña nueva)',
  time: {
    am: 'a. m.',
    pm: 'p. m.',
  },
  header: {
    coverAlt: 'Fotografía de {{names}}',
    countdown: {
      label: 'Cuenta regresiva para la boda',
      day: 'Día',
      days: 'Días',
      hour: 'Hora',
      hours: 'Horas',
      minute: 'Minuto',
      minutes: 'Minutos',
      second: 'Segundo',
      seconds: 'Segundos',
    },
    married: '¡Nos casamos!',
    confirm: 'Confirmar asistencia',
    seeAnswer: 'Ver mi respuesta',
    rsvpBy: 'Confirma antes del {{day}}',
  },
  messages: {
    label: 'Invitación',
    bridesParents: 'Padres de la novia',
    groomsParents: 'Padres del novio',
    deceased: 'En memoria',
  },
  events: {
    title: 'Eventos',
    location: 'Ver ubicación',
    waze: 'Abrir en Waze',
    addToCalendar: 'Agregar al calendario',
    calendarFile: 'Descargar calendario (iPhone, Outlook)',
    calendarFileMap: 'Cómo llegar',
    calendarFileInvitation: 'Tu invitación',
    onlyAdults: 'Evento solo para adultos',
    imageAlt: 'Fotografía de {{event}}',
  },
  dressCode: {
    title: 'Código de vestimenta',
    icons: {
      long: 'Vestido largo',
      cocktail: 'Vestido de cóctel',
      short: 'Vestido corto',
      suit: 'Traje',
      tuxedo: 'Esmoquin',
      tie: 'Corbata',
      guayabera: 'Guayabera',
    },
  },
  itinerary: {
    title: 'Itinerario',
  },
  giftRegistry: {
    title: 'Mesa de regalos',
    envelope: 'Si lo prefieres, también tendremos lluvia de sobres el día de la boda.',
  },
  confirmation: {
    title: 'Confirma tu asistencia',
    guestOne: '{{name}}, te reservamos 1 lugar',
    guestMany: '{{name}}, les reservamos {{count}} lugares',
    guestNote: 'Unas palabras de {{names}} para ti',
    codeIntro: 'Escribe el código de tu invitación para confirmar.',
    code: 'Código de invitación',
    codeNotFound: 'No encontramos una invitación con ese código. Revísalo e inténtalo de nuevo.',
    continue: 'Continuar',
    question: '¿Nos acompañarás?',
    yes: 'Sí',
    no: 'No',
    allOfUs: 'Todos vamos a todo',
    allOfUsOneEvent: 'Todos vamos',
    allEvents: 'Voy a todo',
    noneOfUs: 'Nadie podrá ir',
    notMe: 'No podré ir',
    seat: 'Invitado {{number}}',
    firstName: 'Nombre',
    lastName: 'Apellido',
    seatHint:
      'Su nombre es opcional (para su lugar en la mesa). Si no viene nadie más, deja este lugar sin responder.',
    adult: 'Adulto',
    child: 'Niña o niño',
    onlyAdults: 'Solo adultos',
    meal: 'Platillo',
    diet: 'Alergias o dieta',
    message: 'Mensaje para los novios',
    needsAnswer: 'Elige sí o no.',
    needsMeal: 'Elige un platillo.',
    incomplete: 'Falta algo por responder: revisa lo marcado.',
    send: 'Enviar respuesta',
    sending: 'Enviando…',
    receipt: 'Tu respuesta',
    goes: 'Asistirá',
    notGoing: 'No podrá ir',
    update: 'Cambiar mi respuesta',
    cancelChange: 'Conservar mi respuesta',
    savedYes: '¡Gracias por confirmar! Te esperamos con mucho cariño.',
    savedNo: 'Gracias por avisarnos. Te vamos a extrañar.',
    late: 'La fecha para confirmar ya pasó. Aún puedes responder, pero tu respuesta llegará tarde.',
    answeredLate: 'Tu respuesta llegó después de la fecha para confirmar.',
    closed:
      'La fecha para confirmar ya pasó y los novios ya no reciben respuestas por aquí. Si necesitas avisarles algo, escríbeles directamente.',
    closedWhatsApp:
      'La fecha para confirmar ya pasó y los novios ya no reciben respuestas por aquí. Si necesitas avisarles algo, escríbeles por WhatsApp.',
    whatsApp: 'Escribir a los novios por WhatsApp',
    // The message typed for the guest in the couple's WhatsApp chat; they may still change it there.
    whatsAppAskOne:
      'Hola, soy {{name}}. Vi que ya cerraron las confirmaciones; ¿todavía puedo avisarles si voy?',
    whatsAppAskMany:
      'Hola, soy {{name}}. Vi que ya cerraron las confirmaciones; ¿todavía podemos avisarles si vamos?',
    whatsAppChangeOne:
      'Hola, soy {{name}}. Vi que ya cerraron las confirmaciones y quisiera cambiar mi respuesta; ¿todavía se puede?',
    whatsAppChangeMany:
      'Hola, soy {{name}}. Vi que ya cerraron las confirmaciones y quisiéramos cambiar nuestra respuesta; ¿todavía se puede?',
    retrying:
      'Guardamos tu respuesta en este teléfono y la enviaremos en cuanto vuelva la conexión. No cierres esta página.',
    previewReadOnly:
      'Vista previa: así verá tu invitado su formulario. Desde aquí no se puede responder.',
  },
  pass: {
    seats: 'Pase para {{count}}',
    unnamed: 'Acompañante',
    qr: 'Código QR del pase',
    atDoor: 'Muestra este código en la entrada.',
    open: 'Abrir mi pase',
    download: 'Descargar PDF',
    notFoundTitle: 'Pase no encontrado',
    notFound: 'No encontramos este pase. Revisa el enlace o pide uno nuevo a los novios.',
  },
  accommodations: {
    title: 'Hospedaje',
    website: 'Sitio web de {{name}}',
    location: 'Ver ubicación',
    waze: 'Abrir en Waze',
  },
  gallery: {
    title: 'Galería',
    imageAlt: 'Fotografía {{number}} de {{count}}',
    open: 'Ver la fotografía {{number}} de {{count}} en pantalla completa',
    viewer: 'Fotografía {{number}} de {{count}}, en pantalla completa',
    position: '{{number}} de {{count}}',
    close: 'Cerrar',
    previous: 'Fotografía anterior',
    next: 'Fotografía siguiente',
  },
  song: {
    label: 'Música de la boda',
  },
  preview: {
    banner: 'Vista previa',
    guest: 'Así ve {{name}} su invitación.',
    note: 'No cuenta como abierta y no se puede responder. Los enlaces personales se envían desde Invitados.',
  },
  offline: {
    kept: 'Sin conexión con el servidor: esta es la última versión guardada de tu invitación y puede no estar al día.',
    shared:
      'Sin conexión con el servidor: te mostramos la invitación de la boda, todavía sin tus datos. Vuelve a cargarla en unos minutos para ver la tuya.',
    reload: 'Volver a cargar',
    unavailable:
      'No pudimos conectar con el servidor para mostrarte la invitación. Vuelve a cargarla en unos minutos.',
    answerNotSent:
      'Sin conexión con el servidor: tu respuesta todavía no se envió. Revisa que esté como la quieres y envíala de nuevo en unos minutos.',
    resend: 'Enviar de nuevo',
  },
  tooManyTries: {
    title: 'Demasiados intentos',
    minute:
      'Hubo demasiados intentos desde esta conexión. Espera un minuto y vuelve a abrir tu enlace.',
    minutes:
      'Hubo demasiados intentos desde esta conexión. Espera {{count}} minutos y vuelve a abrir tu enlace.',
    later:
      'Hubo demasiados intentos desde esta conexión. Espera unos minutos y vuelve a abrir tu enlace.',
  },
  guestData: {
    remove: 'Eliminar mis datos',
    removeHint:
      'Borra tu nombre, tu teléfono, tus respuestas y tus mensajes de esta invitación. Los novios solo verán que un invitado se dio de baja.',
    confirmTitle: '¿Eliminar tus datos?',
    confirmText:
      'Borraremos ahora tu nombre, tu teléfono, tu respuesta, tus dietas y tus mensajes. No se puede deshacer y este enlace dejará de mostrar tu invitación.',
    confirm: 'Sí, eliminar mis datos',
    cancel: 'Cancelar',
    removing: 'Eliminando…',
    removedTitle: 'Tus datos se eliminaron',
    removedMessage:
      'Borramos tu nombre, tu teléfono, tus respuestas y tus mensajes. Los novios solo ven que un invitado se dio de baja.',
  },
};

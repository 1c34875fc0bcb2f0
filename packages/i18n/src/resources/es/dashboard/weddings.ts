/** Creating a wedding, and the wedding's page with its tabs. */
export const weddingsTexts = {
  weddingForm: {
    title: 'Crea tu boda',
    subtitle: 'Estos datos aparecerán en tu invitación.',
    name: 'Nombre de la boda',
    slug: 'Identificador',
    slugHint:
      'El final de la dirección de tu invitación, hecho con sus nombres al escribirlos. Puedes cambiarlo: los acentos y espacios se vuelven letras simples y guiones.',
    date: 'Fecha y hora',
    dateHint: 'Hora del centro de México.',
    slugAvailable: 'Disponible: ninguna otra boda usa esta dirección.',
    slugTaken: 'Esta dirección ya es de otra boda. Prueba con otra, por ejemplo agregando el año.',
    submit: 'Crear boda',
  },
  wedding: {
    navigation: 'Secciones de la boda',
    toggleMenu: 'Mostrar u ocultar el menú',
    tabs: {
      activation: 'Plan',
      editing: 'Contenido',
      themes: 'Temas',
      guests: 'Invitados',
      account: 'Cuenta',
    },
    guestForm: 'Agregar invitado',
    guestBatch: 'Agregar invitados desde archivo',
    invitationLink: 'Tu enlace de invitación',
    loadFailed: 'No pudimos cargar tu boda.',
    retry: 'Reintentar',
    unsaved: {
      title: '¿Salir sin guardar tus cambios?',
      lead: 'Tienes cambios sin guardar. Si sales ahora, se perderán.',
      saveAndLeave: 'Guardar y salir',
      leave: 'Salir sin guardar',
      stay: 'Seguir editando',
    },
    guestPreview: {
      title: 'Tu invitación, como la ve un invitado',
      intro:
        'Ábrela como uno de tus invitados para revisarla. Es solo una vista previa: no cuenta como abierta y no se puede responder desde ella.',
      guest: 'Ver como',
      open: 'Abrir vista previa',
      personalLinks:
        'Los enlaces personales, los que cada invitado abre para responder, se copian y se envían desde Invitados.',
      goToGuests: 'Ir a Invitados',
      noGuests: 'Aún no tienes invitados. Agrega uno en Invitados para ver su invitación.',
      loadFailed: 'No pudimos cargar tus invitados.',
      close: 'Cerrar',
    },
  },
};

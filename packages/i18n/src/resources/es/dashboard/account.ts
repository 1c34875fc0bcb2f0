/** The couple's account, and leaving the answers' notices from an email. */
export const accountTexts = {
  account: {
    name: 'Nombre',
    email: 'Correo electrónico',
    googleNote: 'Inicias sesión con tu cuenta de Google.',
    support: 'Soporte',
    supportText:
      '¿Necesitas ayuda o quieres cambiar el identificador o la fecha de tu boda? Escríbenos.',
    whatsapp: 'WhatsApp',
    emailUs: 'Correo',
    notices: {
      title: 'Avisos de respuestas',
      intro: 'Te escribimos a tu correo cuando tus invitados responden. Elige cada cuánto:',
      each: 'Cada vez que alguien responda',
      eachHint: 'Un correo por respuesta o cambio de respuesta, con el enlace a ese invitado.',
      daily: 'Un resumen al día',
      dailyHint: 'Un solo correo a las 8 de la noche con las respuestas del día, si hubo.',
      off: 'No enviarme avisos',
      offHint: 'Verás las respuestas solo aquí, en tu lista de invitados.',
      loadFailed: 'No pudimos cargar tus avisos. Recarga la página.',
    },
  },
  unsubscribe: {
    title: 'Avisos de respuestas',
    working: 'Quitando los avisos…',
    toAccount: 'Ir a mi cuenta',
  },
};

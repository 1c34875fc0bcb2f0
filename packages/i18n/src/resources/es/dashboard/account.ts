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
    data: {
      title: 'Tus datos',
      intro:
        'Tus datos y los de tus invitados son tuyos: descárgalos cuando quieras o cierra tu cuenta para borrarlos.',
      download: 'Descargar mis datos',
      close: 'Cerrar mi cuenta',
      downloadTitle: 'Descargar mis datos',
      downloadText:
        'Te damos un archivo .zip con todo lo que tú y tus invitados escribieron: tu boda, tus invitados con sus respuestas y mensajes, tus mesas, tus temas y tus pagos (en data.json), tu lista de invitados en Excel y tus fotos y tu canción.',
      downloadConfirm: 'Descargar',
      downloaded: 'Listo: revisa tus descargas (convite-mis-datos.zip).',
      closeTitle: '¿Cerrar tu cuenta?',
      closeDeletes:
        'Se borran para siempre tu boda, tu invitación, tus invitados con sus respuestas y mensajes, tus fotos y tu canción. Tu invitación dejará de estar disponible y ya no podrás iniciar sesión.',
      closeKeeps:
        'Se conservan tus pagos durante cinco años, como lo exige la ley fiscal (monto, fecha, plan y los datos de tu factura si la pediste), sin tu nombre, tu correo ni los dígitos de tu tarjeta.',
      closeAdvice: 'Si quieres conservar algo, descarga tus datos antes.',
      closeConfirm: 'Cerrar mi cuenta para siempre',
      password: 'Tu contraseña',
      passwordMissing: 'Escribe tu contraseña para confirmar que eres tú.',
      googleCheck:
        'Entras con Google: si iniciaste sesión hace más de 5 minutos, te pediremos entrar de nuevo con Google para confirmar que eres tú.',
      signInAgain: 'Entrar de nuevo con Google',
      cancel: 'Cancelar',
    },
  },
  unsubscribe: {
    title: 'Avisos de respuestas',
    working: 'Quitando los avisos…',
    toAccount: 'Ir a mi cuenta',
  },
};

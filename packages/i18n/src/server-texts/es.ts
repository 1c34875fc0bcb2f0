// The API's texts (errors, replies, emails), Spanish first: the English ones are typed against these.
// Kept out of the apps' resources so their bundles do not carry them. Parameters: {{name}}.
export const es = {
  errors: {
    badRequest: 'La solicitud no es válida.',
    malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
    emptyJson: 'El cuerpo de la solicitud está vacío; se esperaba un JSON.',
    payloadTooLarge: 'El cuerpo de la solicitud es demasiado grande (máximo 1 MB).',
    malformedMultipart: 'El formulario enviado está incompleto o mal formado.',
    malformedUrl: 'La dirección de la solicitud no es válida.',
    urlTooLong: 'La dirección de la solicitud es demasiado larga.',
    headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
    requestTimeout: 'La solicitud tardó demasiado en llegar.',
    invalidPreflight:
      'Una solicitud OPTIONS necesita los encabezados Origin y Access-Control-Request-Method.',
    unsupportedMediaType: 'Tipo de contenido no admitido; envía application/json.',
    unauthorized: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
    forbidden: 'No tienes permiso para realizar esta acción.',
    notFound: 'No encontrado.',
    routeNotFound: 'La ruta solicitada no existe.',
    methodNotAllowed: 'Método no permitido.',
    conflict: 'La operación no es posible en el estado actual.',
    validation: 'Favor de llenar todos los campos correctamente.',
    tooManyRequests: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
    serviceUnavailable: 'El servicio no está disponible en este momento.',
    databaseUnavailable:
      'El servicio no está disponible por un momento. Inténtalo de nuevo en unos segundos.',
    storageUnavailable:
      'No podemos guardar en este momento. Lo que ya guardaste está a salvo; inténtalo de nuevo en unos minutos.',
    notImplemented: 'Esta función aún no está disponible.',
    internal: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
  },
  validation: {
    required: 'Este campo es obligatorio.',
    invalid: 'Valor inválido.',
    invalidFormat: 'Formato inválido.',
    minLength: 'Debe tener al menos {{limit}} caracteres.',
    maxLength: 'Debe tener como máximo {{limit}} caracteres.',
    enum: 'Valor no permitido. Opciones: {{options}}.',
    const: 'Debe ser {{value}}.',
    minimum: 'Debe ser mayor o igual a {{limit}}.',
    maximum: 'Debe ser menor o igual a {{limit}}.',
    exclusiveMinimum: 'Debe ser mayor que {{limit}}.',
    exclusiveMaximum: 'Debe ser menor que {{limit}}.',
    multipleOf: 'Debe ser múltiplo de {{value}}.',
    minItems: 'Debe tener al menos {{limit}} elementos.',
    maxItems: 'Debe tener como máximo {{limit}} elementos.',
    uniqueItems: 'No debe tener elementos repetidos.',
    unknownField: 'El campo «{{name}}» no está permitido.',
    invalidCharacters: 'Contiene caracteres no válidos (un carácter nulo o un símbolo incompleto).',
    types: {
      integer: 'Debe ser un número entero.',
      number: 'Debe ser un número.',
      string: 'Debe ser un texto.',
      boolean: 'Debe ser verdadero o falso.',
      object: 'Debe ser un objeto.',
      array: 'Debe ser una lista.',
      null: 'Debe estar vacío.',
    },
    formats: {
      email: 'Correo electrónico inválido.',
      dateTime: 'Fecha y hora inválidas (ISO 8601, p. ej. 2026-05-01T18:00:00Z).',
      date: 'Fecha inválida (AAAA-MM-DD).',
      uri: 'URL inválida.',
    },
  },
  email: {
    greeting: 'Hola, {{name}}:',
    greetingWithoutName: 'Hola:',
    signature: 'Convite',
    verification: {
      subject: 'Verifica tu correo en Convite',
      body: 'Gracias por registrarte en Convite. Confirma tu correo electrónico con el siguiente enlace. El enlace vence en 48 horas.',
      action: 'Verificar mi correo',
      footer: 'Si no creaste una cuenta en Convite, ignora este mensaje.',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Convite',
      body: 'Recibimos una solicitud para restablecer tu contraseña. Usa el siguiente enlace para elegir una nueva. El enlace vence en 60 minutos y solo se puede usar una vez.',
      action: 'Restablecer contraseña',
      footer: 'Si no lo solicitaste, ignora este mensaje: tu contraseña no cambiará.',
    },
    answerNotice: {
      subjectOne: '{{guest}} respondió a tu invitación',
      subjectMany: '{{count}} respuestas nuevas a tu invitación',
      intro: 'Tus invitados respondieron a la invitación de «{{wedding}}»:',
      attending: 'Sí asistirá',
      attendingPeople: 'Sí asistirá · {{count}} personas',
      declined: 'No asistirá',
      foodRestrictions: 'Restricciones de alimentos: {{text}}',
      message: 'Mensaje: «{{text}}»',
      viewGuest: 'Ver invitado',
      stillMissing: 'Aún no responden {{count}} invitados.',
      noneMissing: 'Ya respondieron todos tus invitados.',
    },
    answersDigest: {
      subject: 'Resumen del día: {{count}} respuestas a tu invitación',
      subjectOne: 'Resumen del día: 1 respuesta a tu invitación',
      intro: 'Estas son las respuestas de hoy a la invitación de «{{wedding}}»:',
    },
    deadline: {
      subject: 'Tu fecha límite para confirmar es el {{date}}: faltan {{count}} invitados',
      intro:
        'La fecha límite para confirmar de «{{wedding}}» es el {{date}}. Estos invitados aún no responden:',
      more: 'y {{count}} más.',
      action: 'Enviar recordatorios',
    },
    reminderDay: {
      subject: 'Hoy toca recordar: {{count}} invitados aún no responden',
      intro:
        'Hoy es uno de los días que elegiste para recordar a tus invitados de «{{wedding}}» (fecha límite: {{date}}). Aún no responden:',
      introWedding:
        'Hoy es uno de los días que elegiste para recordar a tus invitados de «{{wedding}}» (la boda es el {{date}}). Aún no responden:',
      action: 'Enviar recordatorios por WhatsApp',
    },
    receipt: {
      subject: 'Tu recibo de Convite: {{plan}}',
      intro: 'Recibimos tu pago. Este es tu recibo; guárdalo como comprobante.',
      plan: 'Plan',
      upgrade: '{{plan}} (mejora desde {{previous}})',
      subtotal: 'Subtotal',
      promo: 'Código de promoción {{code}}',
      total: 'Total pagado',
      taxIncluded: 'IVA incluido',
      method: 'Método de pago',
      card: 'Tarjeta',
      cardDetails: 'Tarjeta {{brand}} terminada en {{last4}}',
      installments: '{{method}}, a {{months}} meses sin intereses',
      oxxo: 'Efectivo en OXXO',
      spei: 'Transferencia SPEI',
      noCharge: 'Sin cargo: el código de promoción cubrió el total',
      date: 'Fecha',
      dateInMexicoCity: '{{date}} (hora de la Ciudad de México)',
      action: 'Ver mi plan',
    },
    paymentInstructions: {
      oxxoSubject: 'Tu ficha de pago OXXO para {{plan}}',
      oxxoIntro:
        'Paga en efectivo en cualquier tienda OXXO antes de que venza la ficha. Tu plan se activa en cuanto OXXO nos confirme el pago (puede tardar hasta un día hábil).',
      oxxoSteps:
        'En la caja, di que quieres hacer un pago de OXXO Pay, da el número de referencia y paga el monto exacto. Guarda tu ticket.',
      reference: 'Número de referencia',
      amount: 'Monto a pagar',
      expires: 'Vence',
      voucher: 'Ver e imprimir la ficha',
      speiSubject: 'Tus datos de transferencia SPEI para {{plan}}',
      speiIntro:
        'Haz una transferencia SPEI desde la app o el portal de tu banco con estos datos. Tu plan se activa en cuanto llegue la transferencia.',
      speiSteps: 'Transfiere el monto exacto y escribe la referencia en el concepto.',
      clabe: 'CLABE',
      bank: 'Banco',
      instructions: 'Ver las instrucciones',
      action: 'Ver mi pago pendiente',
    },
    noticeFooter: {
      why: 'Recibes este aviso porque tienes una invitación en Convite.',
      change: 'Elige cada cuánto recibir avisos en tu cuenta: {{link}}',
      unsubscribe: 'Dejar de recibir avisos de respuestas: {{link}}',
      changeAction: 'Cambiar mis avisos',
      unsubscribeAction: 'Dejar de recibir avisos',
    },
  },
  content: {
    required: 'Este campo es obligatorio.',
    phone: 'Escribe un número de WhatsApp válido, por ejemplo 55 1234 5678.',
    httpLink: 'Ingresa un enlace que empiece con http:// o https://.',
    unknownIcon: 'El ícono seleccionado no existe.',
  },
  access: {
    inactive:
      'Tu invitación no está activa. Inicia el modo de prueba o adquiere un plan para editarla.',
    notInPlan: 'No incluido en tu plan',
    notInTestMode: 'No incluido en el modo de prueba',
  },
  accountForm: {
    invalidPassword: 'Contraseña inválida.',
    passwordsDoNotMatch: 'Las contraseñas no coinciden.',
    required: 'Este campo es obligatorio.',
  },
  rateLimit: {
    tryAgainInOneMinute: '{{what}} Inténtalo de nuevo en {{minutes}} minuto.',
    tryAgainInMinutes: '{{what}} Inténtalo de nuevo en {{minutes}} minutos.',
    tooManyEmails:
      'Ya te enviamos varios correos. Revisa tu bandeja de entrada (y la carpeta de spam).',
    tooManyRequestsFromAddress: 'Demasiadas solicitudes desde esta conexión.',
    tooManyAccountsFromAddress: 'Se crearon demasiadas cuentas desde esta conexión.',
    tooManyFailedLogins: 'Demasiados intentos fallidos.',
    tooManyFailedLoginsFromAddress: 'Demasiados intentos fallidos desde esta conexión.',
    tooManyUploads: 'Subiste muchos archivos en poco tiempo.',
  },
  uploads: {
    tooManyParts: 'El formulario tiene demasiados campos o archivos: envía un solo archivo.',
  },
  admins: {
    clientVerified: 'Cliente verificado exitosamente.',
    planUpdated: 'Plan actualizado exitosamente.',
    weddingsActivated: 'Boda activada exitosamente.',
    weddingsDeactivated: 'Boda inactivada exitosamente.',
    planNotFound: 'El plan no existe.',
    weddingNotFound: 'Alguna de las bodas no existe; no se cambió ninguna.',
    nothingToActivate:
      'La boda «{{slug}}» no tiene plan ni modo de prueba vigente: asígnale un plan para activarla.',
  },
  auth: {
    registered: 'Cliente creado exitosamente',
    loggedIn: 'Sesión iniciada exitosamente',
    loggedOut: 'Cerraste sesión.',
    emailTaken: 'Ya existe una cuenta con este correo electrónico.',
    wrongCredentials: 'Correo o contraseña incorrectos.',
    googleOnlyAccount:
      'Esta cuenta usa Google para iniciar sesión. Usa el botón de Google o restablece tu contraseña.',
    googleNotConfigured: 'El inicio de sesión con Google no está configurado.',
    googleUnavailable: 'No fue posible comunicarse con Google. Inténtalo de nuevo más tarde.',
    googleFailed: 'No fue posible iniciar sesión con Google. Inténtalo de nuevo.',
    googleExpired: 'El inicio de sesión con Google expiró o no es válido. Inténtalo de nuevo.',
    googleNoEmail: 'Tu cuenta de Google no compartió un correo electrónico.',
    googleEmailUnverified:
      'Google no ha verificado este correo electrónico. Inicia sesión con tu contraseña.',
    verified: 'Correo verificado exitosamente',
    verificationUnknown: 'El enlace de verificación no es válido.',
    verificationUsed: 'El enlace de verificación ya fue utilizado.',
    verificationExpired: 'El enlace de verificación expiró. Solicita uno nuevo.',
    verificationSent: 'Te enviamos un nuevo correo de verificación.',
    alreadyVerified: 'Tu correo ya está verificado.',
    resetLinkSent:
      'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña.',
    resetUnknown: 'El enlace para restablecer la contraseña no es válido.',
    resetUsed: 'El enlace para restablecer la contraseña ya fue utilizado.',
    resetExpired: 'El enlace para restablecer la contraseña expiró. Solicita uno nuevo.',
    passwordReset: 'Contraseña restablecida exitosamente',
  },
  notices: {
    saved: 'Listo: guardamos cómo quieres recibir los avisos.',
    unsubscribed:
      'Listo: ya no recibirás avisos de respuestas. Puedes volver a activarlos en tu cuenta.',
    badLink: 'El enlace para dejar de recibir avisos no es válido. Cámbialo desde tu cuenta.',
  },
  clients: {
    nameLastNameUpdated: 'Datos actualizados exitosamente',
    clientNotFound: 'El cliente no existe.',
    clientDeleted: 'Cliente eliminado exitosamente, con su boda y sus archivos.',
    passwordRequired: 'Escribe tu contraseña para confirmar que eres tú.',
    wrongPassword: 'La contraseña no es correcta.',
    googleSignInAgain:
      'Por seguridad, cierra sesión y vuelve a entrar con Google; después tienes 5 minutos para hacerlo.',
    tooManyWrongPasswords: 'Escribiste una contraseña incorrecta demasiadas veces.',
    paymentInProcess:
      'Tienes un pago en proceso (una ficha de OXXO, una transferencia SPEI o un paso de tu tarjeta). Cancélalo en la pestaña Plan o espera a que se acredite, y vuelve a cerrar tu cuenta.',
    accountClosed:
      'Cerramos tu cuenta: borramos tu boda, tus invitados, sus respuestas y tus archivos. Gracias por usar Convite.',
  },
  accommodations: {
    created: 'Hospedaje agregado exitosamente',
    updated: 'Hospedaje actualizado exitosamente',
    deleted: 'Hospedaje eliminado exitosamente',
  },
  events: {
    created: 'Evento agregado exitosamente',
    updated: 'Evento actualizado exitosamente',
    deleted: 'Evento eliminado exitosamente',
    guestAdded: 'Invitado agregado al evento',
    guestRemoved: 'Invitado quitado del evento',
  },
  mealOptions: {
    saved: 'Menú guardado exitosamente',
    tooMany: 'El menú puede tener como máximo {{max}} opciones.',
    nameRequired: 'Escribe el nombre de cada opción del menú.',
    repeatedName:
      'El menú ya tiene la opción «{{name}}»: cada opción debe llevar un nombre distinto.',
    unknownOption: 'Una de las opciones ya no está en el menú de este evento. Recarga la página.',
  },
  weddingQuestions: {
    tooMany: 'Puedes hacer como máximo {{max}} preguntas.',
    question: 'Pregunta {{number}}',
    questionWithPrompt: 'Pregunta {{number}} («{{prompt}}»)',
    promptRequired: '{{question}}: escribe la pregunta.',
    choiceOptionsCount:
      '{{question}}: una pregunta de opciones necesita de {{min}} a {{max}} opciones distintas.',
    optionRequired: '{{question}}: ninguna opción puede quedar vacía.',
    repeatedOption: '{{question}}: la opción «{{option}}» está repetida.',
    optionsNotAllowed: '{{question}}: solo las preguntas de opciones llevan opciones.',
    unknownQuestion: 'Una de las preguntas ya no existe. Recarga la página.',
  },
  passes: {
    seats: 'Pase para {{count}}',
    unnamedPerson: 'Acompañante',
    showAtDoor: 'Presenta este código en la entrada',
    fileName: 'pase.pdf',
    tooManyWrongPasses: 'Demasiados pases que no existen desde esta conexión.',
    notFound: 'No encontramos este pase. Revisa el enlace o pide uno nuevo a los novios.',
  },
  seating: {
    tableNameRequired: 'Mesa {{number}}: escribe su nombre o número.',
    unknownTable: 'Una de las mesas ya no existe. Recarga la página.',
    unknownPerson: 'Una de las personas ya no está en tu lista de invitados. Recarga la página.',
    repeatedPerson: 'Cada persona puede sentarse en una sola mesa: una aparece dos veces.',
    // The printed seating chart and place cards (PDF).
    noTables:
      'Aún no hay mesas en esta boda: agrega mesas y sienta a tus invitados para imprimir el plano y las tarjetas.',
    nobodySeated:
      'Aún no hay nadie sentado en una mesa: sienta a tus invitados para imprimir sus tarjetas.',
    print: {
      chartTitle: 'Plano de mesas',
      tableNumber: 'Mesa {{number}}',
      tablesOne: '1 mesa',
      tablesOther: '{{count}} mesas',
      seatsOne: '1 lugar',
      seatsOther: '{{count}} lugares',
      peopleOne: '1 persona',
      peopleOther: '{{count}} personas',
      summary: '{{tables}} · {{seated}} con mesa · {{unseated}} sin mesa',
      overFull: 'Sobrecupo: {{people}} de más',
      continued: '(continúa)',
      emptyTable: 'Nadie sentado aún',
      companionOf: 'Acompañante de {{household}}',
      child: 'niño/a',
      notConfirmed: 'sin confirmar',
      unseatedTitle: 'Sin mesa todavía',
      everyoneSeated: 'Todas las personas que asisten ya tienen mesa.',
      indexTitle: 'Índice de invitados',
      page: 'Página {{page}} de {{pages}}',
    },
  },
  door: {
    helperNameRequired: 'Escribe el nombre de quien te ayudará en la puerta.',
    helperNameTooLong: 'El nombre puede tener hasta 60 caracteres.',
    tooManyHelpers: 'Puedes tener hasta 20 anfitriones. Quita uno para agregar otro.',
    helperAdded: 'Anfitrión agregado. Comparte su enlace.',
    helperRemoved: 'El enlace de este anfitrión ya no funciona.',
    closed:
      'La boda ya pasó: este enlace de anfitrión dejó de funcionar al terminar el día siguiente.',
    sessionAttempts: 'Demasiados intentos de abrir enlaces de anfitrión.',
    unknownPerson: 'Una de las personas ya no está en la lista de la boda. Actualiza la lista.',
  },
  giftRegistries: {
    created: 'Mesa de regalos agregada exitosamente',
    updated: 'Mesa de regalos actualizada exitosamente',
    deleted: 'Mesa de regalos eliminada exitosamente',
  },
  guests: {
    created: 'Invitado agregado exitosamente',
    updated: 'Invitado actualizado exitosamente',
    deleted: 'Invitado eliminado exitosamente',
    testModeLimit:
      'El modo de prueba permite hasta 10 invitados. Adquiere un plan para agregar más.',
    testModeImport:
      'La carga de invitados desde archivo no está incluida en el modo de prueba. Adquiere un plan para usarla.',
    nameRequired: 'El nombre es obligatorio.',
    // {{field}}: the column as @convite/rules/guest-columns names it in a sentence ("El apellido").
    textTooLong: '{{field}} admite hasta {{max}} caracteres.',
    phoneRequired: 'El teléfono es obligatorio.',
    phoneInvalid:
      'El teléfono no parece un número real: escribe los 10 dígitos de un número de México (por ejemplo, 55 1234 5678) o, si es de otro país, empieza con + y su clave (por ejemplo, +1 415 555 0100).',
    maxGuestsInvalid: 'El número de invitados debe ser un número entero del 1 al 20.',
    guestLeft: 'Este invitado pidió eliminar sus datos: ya no se puede editar.',
    maxGuestsBelowConfirmed: 'El invitado ya confirmó a más personas de las que indicas.',
    // The household's people (issue 29): the form's members and a file's integrantes column.
    membersOverMaximum:
      'Nombraste a {{count}} personas, pero la invitación admite {{max}}: quita nombres o sube el número de invitados.',
    memberNotOfGuest: 'Una de esas personas no es de esta invitación. Recarga la página.',
    memberNameRequired: 'Escribe el nombre de cada persona.',
    memberNameTooLong: 'El nombre y el apellido de cada persona admiten hasta {{max}} caracteres.',
    maxGuestsBelowMembers:
      'La invitación tiene {{count}} personas con nombre: quita nombres antes de bajar el número de invitados a {{max}}.',
    fileEmpty: 'El archivo está vacío: no tiene invitados que importar.',
    fileNotCsv:
      'El archivo no es una lista de invitados: súbela en Excel (.xlsx) o CSV, con una fila de encabezados ({{columns}}).',
    fileBrokenWorkbook:
      'El archivo de Excel está dañado o no se puede leer: ábrelo en Excel y guárdalo de nuevo como .xlsx.',
    fileTooBigUnzipped:
      'El archivo de Excel ocupa demasiado al abrirlo (más de 50 MB): deja solo la hoja de invitados y guárdalo de nuevo.',
    fileTooManyRows:
      'El archivo tiene más de 10,000 filas de invitados: divídelo en archivos más pequeños.',
    fileTooLarge: 'El archivo es demasiado grande (máximo 5 MB).',
    importResult: 'Se importaron {{successful}} de {{total}} invitados.',
    imported: 'Invitados importados: {{imported}}.',
    importedSkipping: 'Invitados importados: {{imported}}. Duplicados omitidos: {{skipped}}.',
    importRowsInvalid:
      'Algunas filas aún tienen problemas: corrígelas o quítalas antes de importar.',
    planLimit: 'Tu plan permite hasta {{limit}} invitados.',
    qrSheetEmpty:
      'Aún no hay invitados en esta boda: agrega invitados para imprimir sus códigos QR.',
    qrCardCaption: 'Escanea el código para abrir tu invitación',
    reminded: 'Recordatorio registrado',
    export: {
      sheet: 'Invitados',
      yes: 'Sí',
      no: 'No',
      // The answer in the dashboard's words: its statuses and its "Sin respuesta" filter.
      attending: 'Sí asiste',
      declined: 'No asiste',
      noAnswer: 'Sin respuesta',
      // The household's people: the child mark of the integrantes column, the sheets per event
      // and the caterer's summary.
      childMark: 'niño',
      openSeat: 'Sin nombre ({{number}})',
      household: 'Invitación',
      person: 'Persona',
      child: 'Niño o niña',
      meal: 'Menú',
      diet: 'Dieta o alergias',
      summarySheet: 'Resumen',
      event: 'Evento',
      item: 'Concepto',
      count: 'Cantidad',
      adults: 'Adultos',
      children: 'Niños',
      mealCount: 'Menú: {{name}}',
      mealNotChosen: 'Sin menú elegido',
      dietCount: 'Dieta: {{diet}}',
    },
  },
  reminderSchedule: {
    saved: 'Recordatorios guardados',
    noDays: 'Elige al menos un día para enviar los recordatorios.',
    tooMany: 'Elige hasta {{max}} días distintos.',
    outOfRange: 'Cada día debe estar entre {{min}} y {{max}} días antes.',
  },
  messageTemplates: {
    saved: 'Mensaje guardado',
    reset: 'Mensaje restablecido al texto predeterminado',
    empty: 'Escribe el mensaje.',
    tooLong: 'El mensaje admite hasta {{max}} caracteres.',
    linkMissing:
      'Incluye el enlace personal del invitado ({enlace}): sin él, el mensaje no lleva a su invitación.',
    passMissing:
      'Incluye el pase de la familia ({pase}): sin él, no tienen qué mostrar en la entrada.',
  },
  images: {
    uploaded: 'Imagen subida exitosamente',
    deleted: 'Imagen eliminada exitosamente',
    fileTooLarge: 'La imagen pesa más de 10 MB. Elige una imagen más ligera.',
    tooManyPixels: 'La imagen es demasiado grande: máximo 40 megapíxeles.',
    notAnImage: 'El archivo no es una imagen válida. Usa JPEG, PNG, WebP, AVIF o GIF.',
    ownerRequired: 'Este campo es obligatorio para este tipo de imagen.',
    ownerNotAllowed: 'Este campo no corresponde a este tipo de imagen.',
    busy: 'Estamos procesando muchas imágenes en este momento. Vuelve a subir la tuya en unos segundos.',
    coverLimit: 'Ya tienes una imagen de portada. Elimínala para subir otra.',
    galleryImageLimit:
      'Alcanzaste el máximo de imágenes para la galería ({{max}}). Elimina una para subir otra.',
    eventImageLimit:
      'Alcanzaste el máximo de imágenes para este evento ({{max}}). Elimina una para subir otra.',
  },
  invitations: {
    updated: 'Invitación actualizada exitosamente',
  },
  itineraryEvents: {
    created: 'Actividad del itinerario agregada exitosamente',
    updated: 'Actividad del itinerario actualizada exitosamente',
    deleted: 'Actividad del itinerario eliminada exitosamente',
  },
  parents: {
    created: 'Padre o madre agregado exitosamente',
    updated: 'Padre o madre actualizado exitosamente',
    deleted: 'Padre o madre eliminado exitosamente',
  },
  jobs: {
    jobNotFound: 'La tarea no existe o ya no está fallida.',
    retried: 'La tarea se volverá a intentar en unos segundos.',
  },
  payments: {
    paymentNotFound: 'El pago no existe.',
    paid: 'Pago realizado exitosamente',
    paymentInProgress:
      'Ya hay un pago en curso para esta boda. Termínalo, o elige «Pagar de otra forma» para cancelarlo.',
    authenticate: 'Tu banco pide confirmar el pago (3-D Secure).',
    chooseInstallments: 'Tu tarjeta acepta meses sin intereses: elige cómo pagar.',
    oxxoVoucher:
      'Tu ficha de pago OXXO está lista: págala antes de que venza y tu plan se activará. También te la enviamos por correo.',
    speiTransfer:
      'Tus datos de transferencia SPEI están listos: tu plan se activará cuando llegue la transferencia. También te los enviamos por correo.',
    processing: 'Tu pago se está procesando. Te avisaremos por correo en cuanto se confirme.',
    cancelled: 'Cancelamos el pago pendiente. Ya puedes pagar de otra forma.',
    alreadyPaid: 'Este pago ya se completó: tu plan está activo.',
    notWaitingForInstallments: 'Este pago ya no espera que elijas meses sin intereses.',
    installmentsNotOffered: 'Tu tarjeta no ofrece ese plazo. Elige uno de los que aparecen.',
    notWaitingForAuthentication: 'Este pago ya no espera la confirmación de tu banco.',
    stillOpening:
      'Este pago todavía se está registrando. Espera unos segundos e inténtalo de nuevo.',
    testGatewayOnly: 'Esta acción solo existe con la pasarela de pruebas.',
    notAVoucher: 'Este pago no es una ficha OXXO ni una transferencia SPEI pendiente.',
    planMismatch: 'Tu plan cambió desde que abriste esta página. Recárgala para ver tus opciones.',
    notAnUpgrade: 'Elige un plan superior a tu plan actual.',
    planIdMismatch: 'El plan indicado no coincide con el plan a comprar.',
    unknownPlan: 'Elige un plan válido.',
    deactivatedByStaff:
      'Tu boda fue desactivada por nuestro equipo. Contáctanos antes de hacer un pago.',
    gatewayUnavailable:
      'No pudimos comunicarnos con el procesador de pagos. Inténtalo de nuevo en unos minutos.',
    lateChargeRefunded:
      'Este cobro llegó después de que el pago se diera por cancelado, y tu plan ya estaba activo: te devolvemos el cobro completo.',
  },
  invoiceRequests: {
    requested: 'Recibimos tu solicitud de factura. Te la enviaremos al correo de tu cuenta.',
    notPaid: 'Este pago no se completó: solo se factura un pago acreditado.',
    nothingToInvoice:
      'Este pago fue de $0 (con un código de descuento): no hay monto que facturar.',
    monthEnded:
      'Ya no es posible solicitar la factura de este pago: se solicita dentro del mismo mes calendario de la compra (hora de la Ciudad de México) y ese mes ya terminó.',
    alreadyRequested:
      'Ya solicitaste la factura de este pago. Si necesitas corregir algún dato, escríbenos desde tu correo.',
    fields: {
      required: 'Este campo es obligatorio.',
      rfcFormat:
        'Escribe el RFC como aparece en tu Constancia de Situación Fiscal: 12 caracteres (persona moral) o 13 (persona física), por ejemplo GODE561231GR8.',
      rfcDate: 'La fecha dentro del RFC (AAMMDD, después de las letras) no es una fecha real.',
      rfcGeneric:
        'Ese es un RFC genérico; la factura se emite a tu propio RFC. Si resides en el extranjero, escríbenos.',
      nameTooLong: 'El nombre o razón social admite hasta 254 caracteres.',
      taxRegimeUnknown: 'Elige un régimen fiscal del catálogo del SAT.',
      taxRegimeNotForKind: 'Ese régimen fiscal no corresponde al tipo de persona de tu RFC.',
      postalCodeFormat: 'El código postal son 5 dígitos, el de tu domicilio fiscal.',
      cfdiUseUnknown: 'Elige un uso del CFDI del catálogo del SAT.',
      cfdiUseNotForRegime: 'Ese uso del CFDI no está permitido para el régimen fiscal elegido.',
    },
  },
  paymentDeclines: {
    cardDeclined: 'Tu tarjeta fue rechazada.',
    insufficientFunds: 'Tu tarjeta no tiene fondos suficientes.',
    expiredCard: 'Tu tarjeta está vencida.',
    incorrectCvc: 'El código de seguridad de tu tarjeta es incorrecto.',
    authenticationRequired:
      'Esta tarjeta pide autenticación (3-D Secure) y no se completó. Inténtalo de nuevo o usa otra tarjeta.',
    authenticationFailed:
      'Tu banco no confirmó el pago (3-D Secure). Inténtalo de nuevo o usa otra tarjeta.',
    voucherExpired:
      'La ficha de pago venció sin pagarse. Puedes generar una nueva o pagar con tarjeta.',
    cancelled: 'El pago se canceló. No se hizo ningún cargo.',
    processingError: 'Ocurrió un error al procesar tu tarjeta. Inténtalo de nuevo en un momento.',
    lostOrStolenCard: 'Tu banco rechazó esta tarjeta. Usa otra tarjeta o llama a tu banco.',
    unknownPaymentMethod:
      'No reconocemos este método de pago. Vuelve a escribir los datos de tu tarjeta, por favor.',
    notCompleted:
      'No pudimos completar el pago con este método. Inténtalo de nuevo o usa otra tarjeta.',
  },
  whatsAppMessages: {
    cloudApiOff:
      'El envío por la API de WhatsApp no está configurado en este servidor: envía la invitación desde tu teléfono con «Enviar por WhatsApp».',
    noPhone: 'Este invitado no tiene un teléfono al que se pueda enviar por WhatsApp.',
    passTemplateOff:
      'El envío de pases por la API de WhatsApp no está configurado en este servidor: envíalos desde tu teléfono con «Enviar pases».',
    noPass: 'Esta familia aún no tiene pase: lo tiene cuando responde que alguien asistirá.',
    webhookOff: 'El webhook de WhatsApp no está configurado en este servidor.',
    badSignature: 'Falta la firma X-Hub-Signature-256 o no corresponde al cuerpo.',
    verifyRefused: 'La verificación del webhook de WhatsApp no corresponde.',
  },
  paymentWebhook: {
    notConfigured:
      'El webhook de Stripe no está configurado: falta STRIPE_WEBHOOK_SECRET en el servidor.',
    missingSignature: 'Falta el encabezado Stripe-Signature.',
    badSignature: 'La firma Stripe-Signature no corresponde al cuerpo, o ya expiró.',
    paymentNotSettled:
      'El pago de este cargo aún está pendiente: se aplicará cuando se concilie; reintenta más tarde.',
    tooManyRefusals: 'Demasiados eventos con firma inválida desde esta conexión.',
  },
  promoCodes: {
    notValid: 'Código de promoción no válido o vencido.',
    usedUp: 'Este código de promoción ya se agotó: alcanzó su límite de usos.',
  },
  promoters: {
    promoterCreated: 'Promotor creado exitosamente',
    promoterUpdated: 'Promotor actualizado exitosamente',
    promoterDeleted:
      'Promotor eliminado exitosamente; sus códigos de promoción quedaron inactivos.',
    promoCodeCreated: 'Código de promoción creado exitosamente',
    promoCodeUpdated: 'Código de promoción actualizado exitosamente',
    emailTaken: 'Ya existe una cuenta con este correo electrónico.',
    required: 'Este campo es obligatorio.',
    codeTaken: 'Ya existe un código de promoción con este código.',
    percentageAbove100: 'Un porcentaje no puede ser mayor que 100.',
    amountNotWholePesos: 'Un descuento en pesos debe ser una cantidad entera.',
    promoterNotFound: 'El promotor no existe.',
    promoCodeNotFound: 'El código de promoción no existe.',
  },
  guestDataRetention: {
    subject: 'Los datos de tus invitados se eliminarán el {{date}}',
    intro:
      'Para cuidar la privacidad de tus invitados, Convite elimina sus datos (nombres, teléfonos, respuestas, dietas y mensajes) {{days}} días después de la boda. Los de «{{wedding}}» se eliminarán el {{date}}.',
    keep: 'Si quieres conservarlos, descarga antes tu lista de invitados en Excel o todos los datos de tu cuenta. Después solo guardaremos los totales (cuántas invitaciones, cuántos confirmaron y cuántos llegaron), sin nombres.',
    action: 'Descargar mi lista de invitados',
    account: 'Todos los datos de tu cuenta: {{link}}',
  },
  publicInvitation: {
    notAvailable: 'Esta invitación no está disponible.',
    unknownCode: 'No encontramos una invitación con ese código. Revisa el código de tu enlace.',
    confirmationsClosed: 'Esta invitación ya no recibe confirmaciones.',
    saved: '¡Gracias! Tu respuesta quedó registrada.',
    confirmedGuestsRequired: 'Indica cuántas personas asistirán.',
    confirmedGuestsRange: 'El número de asistentes debe ser de 1 a {{max}}.',
    answersPastDeadline:
      'La fecha para confirmar ya pasó y los novios ya no reciben respuestas. Escríbeles directamente.',
    answerMismatch:
      'La respuesta no coincide con lo que elegiste para cada persona. Revisa quién va a cada evento.',
    unknownMember: 'Esa persona no es de tu invitación. Recarga la página.',
    unknownEvent: 'Ese evento no es de tu invitación. Recarga la página.',
    adultsOnly: '{{event}} es solo para adultos: {{name}} no puede asistir.',
    mealRequired: 'Elige el menú de {{name}} para {{event}}.',
    unknownMeal: 'Ese menú ya no se ofrece. Recarga la página.',
    unknownQuestion: 'Esa pregunta ya no está en la invitación. Recarga la página.',
    invalidQuestionAnswer: 'Una de las respuestas a las preguntas de los novios no es válida.',
    openSeat: 'Invitado {{number}}',
    confirmedGuestsOverMaximum:
      'El número de asistentes supera el máximo de tu invitación. Recarga la página.',
    idempotencyKeyRequired:
      'Falta el encabezado Idempotency-Key (de 8 a 128 letras, dígitos, - o _).',
    idempotencyKeyReused:
      'Esta clave de idempotencia ya se usó para otra respuesta. Genera una clave nueva para cada respuesta.',
    tooManyWrongCodes:
      'Demasiados intentos con un código incorrecto. Inténtalo de nuevo más tarde.',
    tooManyAnswers: 'Demasiados envíos. Espera un momento e inténtalo de nuevo.',
    previewInvalid:
      'Este enlace de vista previa no es válido. Ábrelo de nuevo desde tu panel de Convite.',
    previewExpired:
      'Este enlace de vista previa caducó. Ábrelo de nuevo desde tu panel de Convite.',
    previewReadOnly:
      'Es una vista previa: no se guarda ninguna respuesta. Tu invitado responde desde su enlace personal, que envías desde Invitados.',
    guestLeft: 'Tus datos ya se eliminaron de esta invitación. Los novios ya no los tienen.',
    guestDataRemoved:
      'Listo: eliminamos tu nombre, tu teléfono, tus respuestas y tus mensajes. Los novios verán solo que un invitado se dio de baja.',
  },
  songs: {
    uploaded: 'Canción subida exitosamente',
    deleted: 'Canción eliminada exitosamente',
    playAutomaticallyUpdated: 'Reproducción automática actualizada exitosamente',
    fileTooLarge: 'La canción pesa más de 15 MB. Elige un archivo más ligero.',
    notMpegAudio: 'El archivo no es un audio MP3 válido.',
  },
  themes: {
    generated: 'Tema generado exitosamente',
    copied: 'Tema descargado exitosamente',
    createdFromDefault: 'Tema creado exitosamente',
    published: 'Tema publicado exitosamente',
    disabled: 'Tema desactivado exitosamente',
    contentUpdated: 'Tema guardado exitosamente',
    pleasedUpdated: 'Gracias por tu opinión',
    deleted: 'Tema eliminado exitosamente',
    required: 'Este campo es obligatorio.',
    aiLimit: 'Alcanzaste el límite de temas generados con IA.',
    defaultLimit: 'Puedes crear como máximo 5 temas a partir del tema predeterminado.',
    notAiGenerated: 'Solo los temas generados con IA piden tu opinión.',
    aiCannotBeDeleted: 'Los temas generados con IA no se pueden eliminar.',
    publishedCannotBeDeleted: 'Desactiva el tema antes de eliminarlo: es el que ven tus invitados.',
    generatorUnavailable:
      'No pudimos generar el tema en este momento. Inténtalo de nuevo en unos minutos.',
    defaultCopyName: 'Mi Etiqueta {{n}}',
  },
  weddings: {
    created: 'Boda creada exitosamente',
    updated: 'Boda actualizada exitosamente',
    trialStarted: 'Modo de prueba activado por 72 horas',
    alreadyHasWedding: 'Ya tienes una boda registrada. Solo se permite una boda por cuenta.',
    unverifiedClient: 'Verifica tu correo electrónico antes de crear tu boda.',
    slugTaken: 'Este enlace ya está en uso. Elige otro.',
    trialUsed: 'El modo de prueba ya fue utilizado en esta boda.',
    trialWithPlan: 'Tu boda ya tiene un plan; el modo de prueba no está disponible.',
    notDressIcon: 'Elige un ícono de vestido.',
    notSuitIcon: 'Elige un ícono de traje.',
    rsvpDeadlineAfterWedding:
      'La fecha límite para confirmar no puede ser después del día de la boda.',
  },
};

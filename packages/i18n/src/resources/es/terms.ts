// The terms and privacy page (dashboard:terms.*), kept apart from dashboard.ts for its length.
// A body is paragraphs separated by a blank line; a paragraph whose lines start with "- " is a list.
// {{email}} is the support address of the dashboard's configuration.
export const terms = {
  title: 'Términos y Condiciones y Aviso de Privacidad',
  updated: 'Última actualización: 29 de noviembre de 2026.',
  contents: 'Contenido',
  back: 'Volver al inicio',
  backToTop: 'Volver al contenido',
  terms: 'Términos y Condiciones',
  privacy: 'Aviso de Privacidad',
  conditions: {
    intro:
      'Estos Términos y Condiciones regulan el uso de Convite, el servicio de invitaciones digitales de boda que ofrecemos en México. Al crear una cuenta, iniciar el modo de prueba o contratar un plan aceptas estos términos; si no estás de acuerdo con ellos, por favor no uses el servicio.',
    service: {
      title: '1. El servicio',
      body: 'Convite te permite crear una invitación digital para tu boda, personalizar su contenido y su diseño (incluidos diseños generados con inteligencia artificial), enviar a cada invitado un enlace personal y recibir sus confirmaciones de asistencia en tu panel.\n\nEl servicio se presta en línea. Para usarlo necesitas un dispositivo con conexión a internet y un navegador actualizado; los costos de tu conexión corren por tu cuenta.',
    },
    validity: {
      title: '2. Vigencia del servicio',
      body: 'Tu invitación y tu panel estarán disponibles desde la activación de tu plan y hasta 6 meses después de la fecha del evento que registraste. Pasado ese plazo podemos desactivar la invitación y eliminar su contenido y la lista de invitados, conforme a nuestro Aviso de Privacidad.\n\nEl modo de prueba dura 72 horas, no requiere tarjeta y puede usarse una sola vez por boda, con funciones limitadas. Al terminar, la invitación deja de estar disponible hasta que contrates un plan.',
    },
    eligibility: {
      title: '3. Cuenta y edad mínima',
      body: 'Para crear una cuenta debes tener al menos 18 años. Las personas de entre 13 y 17 años solo pueden usar Convite con el consentimiento de su madre, padre o tutor, quien acepta estos términos en su nombre y es responsable de su uso. No está permitido el uso por menores de 13 años.\n\nEres responsable de que los datos de tu cuenta sean verdaderos y de mantener en secreto tu contraseña. Avísanos de inmediato si sospechas que alguien más usa tu cuenta.',
    },
    prices: {
      title: '4. Planes y precios',
      body: 'Los planes, sus funciones y sus precios se publican en nuestra página de inicio y en la pestaña Plan de tu panel. Los precios están expresados en pesos mexicanos (MXN) e incluyen el Impuesto al Valor Agregado (IVA).\n\nSi ya tienes un plan y cambias a uno superior, solo pagas la diferencia entre el precio del plan nuevo y el de tu plan actual. Los códigos promocionales se aplican al momento del pago según sus condiciones y vigencia.',
    },
    payments: {
      title: '5. Pagos',
      body: 'Los pagos se realizan con tarjeta de crédito o débito a través de un proveedor de pagos con tarjeta. Convite no recibe ni guarda el número completo de tu tarjeta: esos datos los procesa directamente el proveedor de pagos con sus propias medidas de seguridad.\n\nPara algunos servicios ofrecemos pagos a meses sin intereses con tarjetas de crédito participantes. La disponibilidad y el número de meses dependen del banco emisor de tu tarjeta y se muestran antes de confirmar el pago.',
    },
    invoices: {
      title: '6. Facturación',
      body: 'Si necesitas factura (CFDI), solicítala dentro del mismo mes calendario en que realizaste la compra (hora del centro de México), desde la pestaña Plan de tu boda: en «Tus pagos», elige «Solicitar factura» junto al pago. Te pediremos tu RFC, nombre o razón social (como aparece en tu Constancia de Situación Fiscal, sin el régimen de capital), régimen fiscal, código postal de tu domicilio fiscal y uso del CFDI; la factura se envía al correo de tu cuenta.\n\nSi no puedes hacerlo desde la pestaña, escríbenos a {{email}} dentro del mismo plazo con esos datos y el correo de tu cuenta.\n\nLas solicitudes recibidas después del cierre del mes de la compra no podrán facturarse, porque las ventas de ese mes ya se habrán declarado.',
    },
    refunds: {
      title: '7. Cancelaciones y reembolsos',
      body: 'Al contratar un plan recibes de inmediato un servicio digital ya habilitado; por eso no se realizan reembolsos, ni totales ni parciales, una vez hecho el pago. Te sugerimos probar Convite con el modo de prueba gratuito antes de comprar.\n\nLo anterior no limita los derechos que te otorga la Ley Federal de Protección al Consumidor.',
    },
    complaints: {
      title: '8. Aclaraciones y quejas',
      body: 'Si tienes una queja o necesitas una aclaración sobre el servicio o sobre un cargo, escríbenos a {{email}} dentro de los 30 días naturales siguientes al cargo o al hecho que la motiva. Indica el correo de tu cuenta, la fecha y una descripción de lo ocurrido; te responderemos por el mismo medio.\n\nTambién puedes acudir a la Procuraduría Federal del Consumidor (PROFECO).',
    },
    content: {
      title: '9. Tu contenido y tus invitados',
      body: 'Eres responsable de los textos, fotografías, canciones y demás contenido que subas, y declaras que tienes los derechos o permisos necesarios para usarlos. Nos das permiso de alojarlo, adaptarlo al formato de la invitación y mostrarlo a las personas con las que compartes tu enlace, solo para prestarte el servicio.\n\nAl cargar los datos de tus invitados (por ejemplo, su nombre, su teléfono o el número de pases) declaras que los obtuviste de forma lícita y que los usarás solo para invitarlos a tu boda. Tratamos esos datos conforme a nuestro Aviso de Privacidad.\n\nNo está permitido usar Convite para contenido ilegal, ofensivo o que infrinja derechos de terceros, ni para enviar publicidad no solicitada. Podemos retirar ese contenido o suspender la cuenta que lo publique.',
    },
    property: {
      title: '10. Propiedad intelectual',
      body: 'La marca Convite, el software, los diseños y los temas de la plataforma son propiedad de Convite o de sus licenciantes. Tu plan te da derecho a usarlos para tu invitación mientras el servicio esté vigente; no adquieres ningún otro derecho sobre ellos.',
    },
    liability: {
      title: '11. Disponibilidad y responsabilidad',
      body: 'Trabajamos para que Convite esté disponible en todo momento, pero puede haber interrupciones por mantenimiento o causas fuera de nuestro control. No somos responsables de daños causados por fallas de terceros (como proveedores de internet o de correo), por información incorrecta que captures ni por el uso que tus invitados hagan de su enlace.\n\nLos diseños generados con inteligencia artificial son sugerencias: revísalos antes de publicarlos.',
    },
    changes: {
      title: '12. Cambios a estos términos',
      body: 'Podemos actualizar estos términos. Publicaremos la versión vigente en esta página con su fecha de actualización y, si el cambio es importante, te avisaremos por correo. Los cambios no afectan los planes ya pagados durante su vigencia.',
    },
    law: {
      title: '13. Ley aplicable y jurisdicción',
      body: 'Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para cualquier controversia, las partes se someten a los tribunales competentes de la Ciudad de México, sin perjuicio de la competencia de la PROFECO en la vía administrativa.',
    },
  },
  notice: {
    intro:
      'Este es el Aviso de Privacidad Integral de Convite, emitido conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP). Explica qué datos personales tratamos, para qué, con quién los compartimos y cómo puedes ejercer tus derechos.',
    controller: {
      title: '1. Responsable',
      body: 'Convite es responsable del tratamiento de tus datos personales. Para cualquier asunto relacionado con este aviso o con tus datos, escríbenos a {{email}}; esa es también la dirección para oír y recibir notificaciones en materia de datos personales.',
    },
    data: {
      title: '2. Datos personales que tratamos',
      body: 'De ti, como cliente:\n- Identificación y contacto: nombre, apellidos y correo electrónico; si entras con Google, el identificador que Google nos comparte.\n- Datos de tu boda: nombres de los novios y de sus padres, fecha, lugares y horarios de los eventos, fotografías, canción, mesa de regalos, hospedaje y demás contenido que captures.\n- Pagos y facturación: monto, fecha y plan contratado; para facturar, RFC, nombre o razón social, régimen fiscal y código postal. Los datos completos de tu tarjeta los recibe directamente el proveedor de pagos, no Convite.\n\nDe tus invitados, que tú cargas en la plataforma o que ellos nos dan al confirmar:\n- Nombre, apellidos, teléfono, número de pases, eventos a los que están invitados y mensaje especial.\n- Su respuesta de asistencia, número de acompañantes confirmados, restricciones alimentarias y el mensaje que decidan dejarte.\n- Cuándo abrieron por primera y por última vez su enlace personal y cuántas veces lo abrieron (consulta la sección 3).\n\nDe navegación: dirección IP, tipo de navegador y dispositivo, páginas visitadas y las preferencias guardadas en tu navegador (consulta la sección 8).\n\nNo solicitamos datos personales sensibles. Las restricciones alimentarias podrían revelar información de salud (por ejemplo, una alergia): el invitado las comparte de forma voluntaria y expresa, solo se muestran a la pareja que lo invitó y no se usan para ningún otro fin.',
    },
    guests: {
      title: '3. Datos de los invitados',
      body: 'La pareja que carga los datos de sus invitados declara que los obtuvo lícitamente y que informará a sus invitados de este aviso. Convite trata esos datos únicamente para mostrar la invitación, registrar las confirmaciones y entregarlas a la pareja.\n\nCada invitado accede con un código personal. Ese código no se envía a nuestros servicios de estadísticas.\n\nCuando un invitado abre su enlace personal registramos solo la fecha y hora de la primera y de la última vez que lo abrió y cuántas veces lo ha abierto (las aperturas en un lapso de 30 minutos cuentan como una). No guardamos su dirección IP ni datos de su dispositivo para esto. Lo usamos únicamente para mostrar a la pareja quién abrió su invitación. No se cuentan las vistas previas que generan las aplicaciones de mensajería (WhatsApp, Telegram, Facebook y otras) al compartir el enlace, ni las veces que la pareja revisa la invitación desde su panel.\n\nCada invitado puede eliminar sus datos en cualquier momento desde su propio enlace, con «Eliminar mis datos» al final de su invitación: borramos de inmediato su nombre, su teléfono, sus respuestas, sus restricciones alimentarias, sus mensajes y el registro de sus aperturas, y la pareja solo ve que un invitado se dio de baja y en qué fecha.\n\nLos invitados también pueden ejercer sus derechos ARCO directamente con Convite, como se explica en la sección 6.',
    },
    purposes: {
      title: '4. Finalidades',
      body: 'Finalidades necesarias para prestarte el servicio:\n- Crear y administrar tu cuenta, verificar tu correo y darte acceso seguro.\n- Crear, publicar y mostrar tu invitación, y registrar las confirmaciones de tus invitados.\n- Procesar pagos, aplicar códigos promocionales y emitir facturas.\n- Atender solicitudes de soporte, aclaraciones y quejas.\n- Cumplir obligaciones legales y fiscales, y prevenir fraudes y abusos.\n\nFinalidades secundarias, que no son necesarias para el servicio:\n- Elaborar estadísticas de uso para mejorar Convite.\n- Enviarte noticias sobre nuevas funciones y promociones.\n\nPuedes negarte a las finalidades secundarias en cualquier momento escribiendo a {{email}}. Tu negativa no será motivo para negarte el servicio.',
    },
    transfers: {
      title: '5. Transferencias y remisiones',
      body: 'No vendemos ni rentamos tus datos personales. Para operar el servicio los comunicamos, solo en la medida necesaria, a proveedores que los tratan por nuestra cuenta y bajo nuestras instrucciones (remisiones): alojamiento y almacenamiento en la nube, envío de correos, procesamiento de pagos con tarjeta, estadísticas de uso y generación de diseños con inteligencia artificial (a este último solo enviamos la descripción del diseño que escribes, no los datos de tus invitados).\n\nSolo transferimos datos personales a terceros sin tu consentimiento en los casos que prevé el artículo 37 de la LFPDPPP, por ejemplo cuando lo requiera una autoridad competente conforme a la ley.',
    },
    rights: {
      title: '6. Derechos ARCO y revocación del consentimiento',
      body: 'Tienes derecho a acceder a tus datos personales, rectificarlos si son inexactos, cancelarlos cuando consideres que no se requieren para las finalidades de este aviso y oponerte a su tratamiento para fines específicos (derechos ARCO). También puedes revocar el consentimiento que nos hayas dado.\n\nSin escribirnos: como cliente, desde la pestaña Cuenta de tu panel puedes descargar todos los datos que tú y tus invitados capturaron (acceso) y cerrar tu cuenta, lo que borra tu boda, tus invitados, sus respuestas y tus archivos (cancelación); ambas acciones te piden de nuevo tu contraseña. Como invitado, puedes eliminar tus datos desde tu invitación (sección 3).\n\nPara ejercerlos por escrito, envía tu solicitud a {{email}} con:\n- Tu nombre y un medio para comunicarte la respuesta.\n- Un documento que acredite tu identidad o, en su caso, la representación legal de quien actúa por ti.\n- La descripción clara de los datos y del derecho que quieres ejercer.\n- Cualquier elemento que ayude a localizar tus datos (por ejemplo, el correo de tu cuenta o el nombre de la boda a la que te invitaron).\n\nPlazos: si la información de tu solicitud no es suficiente, te pediremos más datos dentro de los 5 días hábiles siguientes a recibirla, y tendrás 10 días hábiles para responder; si no respondes, la solicitud se tendrá por no presentada. Te comunicaremos nuestra determinación en un plazo máximo de 20 días hábiles desde que recibimos la solicitud y, si resulta procedente, la haremos efectiva dentro de los 15 días hábiles siguientes a esa comunicación.\n\nSi consideras que tu derecho no fue atendido, puedes acudir a la autoridad garante en materia de protección de datos personales.',
    },
    limits: {
      title: '7. Cómo limitar el uso de tus datos',
      body: 'Puedes pedir que dejemos de enviarte noticias y promociones con el enlace incluido en cada correo o escribiéndonos a {{email}}. Los correos necesarios para el servicio (verificación, recuperación de contraseña y avisos de tu cuenta) seguirán llegando mientras tengas una cuenta.',
    },
    cookies: {
      title: '8. Cookies, almacenamiento local y estadísticas',
      body: 'Guardamos en tu navegador, mediante almacenamiento local, tu sesión y tu idioma preferido; sin ellos no podrías iniciar sesión.\n\nCuando está habilitado, usamos PostHog para medir visitas a páginas y clics en los botones principales. Para ello PostHog guarda un identificador en una cookie y en el almacenamiento local de tu navegador. No grabamos tu pantalla, no registramos lo que escribes y quitamos de las direcciones el código personal de los invitados. Si tu navegador envía la señal «No rastrear» (Do Not Track), no medimos tu visita.\n\nPuedes borrar o bloquear las cookies y el almacenamiento local desde la configuración de tu navegador; si lo haces, tendrás que volver a iniciar sesión.',
    },
    retention: {
      title: '9. Conservación y seguridad',
      body: 'Los datos personales de tus invitados (nombres, teléfonos, respuestas, restricciones alimentarias, mensajes y aperturas de su enlace) se eliminan 180 días después de la fecha de tu boda. 30 días antes te avisamos por correo, con el enlace para descargar tu lista de invitados; nunca los eliminamos antes de 30 días después de ese aviso. Después solo conservamos totales que no identifican a nadie (cuántas invitaciones hubo, cuántas personas confirmaron y cuántas llegaron). Los datos de tu cuenta y de tu boda se conservan mientras tengas la cuenta; si la cierras, los borramos, y de tus pagos y facturas conservamos solo los datos que exigen las leyes fiscales, durante el tiempo que lo exigen.\n\nProtegemos tus datos con medidas administrativas, técnicas y físicas: conexiones cifradas, contraseñas guardadas con cifrado irreversible y acceso restringido al personal que lo necesita.',
    },
    changes: {
      title: '10. Cambios a este aviso',
      body: 'Este aviso puede cambiar por nuevas exigencias legales, por nuestras propias necesidades o por cambios en el servicio. Publicaremos la versión vigente en esta página, con su fecha de actualización, y te avisaremos por correo de los cambios importantes.',
    },
  },
};

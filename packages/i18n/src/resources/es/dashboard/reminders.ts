/** The couple's reminders on a schedule (Mensajes). */
export const remindersTexts = {
  reminders: {
    title: 'Recordatorios automáticos',
    lead: 'A quienes aún no responden, los días que elijas, a partir de las 10:00 (hora de la Ciudad de México) y nunca de noche.',
    viaCloudApi:
      'Les llega tu mensaje de recordatorio por WhatsApp, una sola vez cada día elegido, solo a quienes ya recibieron su invitación y no pidieron dejar de recibir mensajes.',
    viaEmail:
      'Esa mañana te enviamos un correo con quiénes faltan y el enlace para recordarles desde tu WhatsApp, uno por uno.',
    enabled: 'Enviar recordatorios automáticos',
    daysLegend: 'Días antes de la fecha límite (hasta {{max}})',
    daysLegendWedding: 'Días antes de la boda (hasta {{max}})',
    oneDay: '1 día',
    days: '{{count}} días',
    noDeadline: 'Sin fecha límite, contamos los días hacia la boda. Puedes fijarla en Edición.',
    upcoming: 'Próximos recordatorios: {{days}}.',
    noneUpcoming: 'Ninguno de esos días está por venir.',
    dayFormat: "cccc d 'de' MMMM",
    chooseDay: 'Elige al menos un día.',
    save: 'Guardar recordatorios',
  },
};

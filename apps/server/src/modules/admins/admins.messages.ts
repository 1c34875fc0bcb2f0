import type { LocalizedText } from '../../http/language.ts';

export const adminMessages = {
  clientVerified: { es: 'Cliente verificado exitosamente.', en: 'Client verified.' },
  planUpdated: { es: 'Plan actualizado exitosamente.', en: 'Plan updated.' },
  weddingsActivated: { es: 'Boda activada exitosamente.', en: 'Wedding activated.' },
  weddingsDeactivated: { es: 'Boda inactivada exitosamente.', en: 'Wedding deactivated.' },
  planNotFound: { es: 'El plan no existe.', en: 'The plan does not exist.' },
  weddingNotFound: {
    es: 'Alguna de las bodas no existe; no se cambió ninguna.',
    en: 'One of the weddings does not exist; none was changed.',
  },
} as const satisfies Record<string, LocalizedText>;

/** Activating only lifts a staff deactivation: a wedding with neither a plan nor a trial stays off. */
export const nothingToActivate = (slug: string): LocalizedText => ({
  es: `La boda «${slug}» no tiene plan ni modo de prueba vigente: asígnale un plan para activarla.`,
  en: `The wedding “${slug}” has no plan and no running test mode: give it a plan to activate it.`,
});

import type { components } from '@convite/api/schema';
import type { Config } from '../../config/config.ts';
import { invitationLink } from '../../content-kit/invitation-links.ts';
import { isWeddingActive } from '../../content-kit/wedding-access.ts';
import type { SiteRepository } from './site.repository.ts';

export type SiteSettingsDto = components['schemas']['SiteSettings'];

export function createSiteService(deps: {
  config: Pick<Config, 'invitationUrl' | 'demoWeddingSlug' | 'posthog' | 'whatsApp'>;
  site: SiteRepository;
  now: () => Date;
}) {
  return {
    /**
     * The demo link only while the demo wedding can be opened: a link to a "not available" page
     * would be the landing's worst first impression.
     */
    async settings(): Promise<SiteSettingsDto> {
      const demo = await deps.site.findWedding(deps.config.demoWeddingSlug);
      const posthog = deps.config.posthog;
      return {
        demoInvitationUrl:
          demo !== null && isWeddingActive(demo, deps.now())
            ? invitationLink(deps.config.invitationUrl, demo.slug)
            : null,
        analytics: posthog === null ? null : { posthogKey: posthog.key, posthogHost: posthog.host },
        whatsAppCloudApi: deps.config.whatsApp !== null,
      };
    },
  };
}

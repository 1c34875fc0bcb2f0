// The configuration decides: the Cloud API driver when every WHATSAPP_* setting is given, else none
// (couples send from their own phone through wa.me links, which the dashboard builds).
import type { Config } from '../config/config.ts';
import { createCloudApiSender } from './cloud-api-sender.ts';
import type { WhatsAppSender } from './whatsapp-sender.ts';

export function createWhatsAppSender(config: Pick<Config, 'whatsApp'>): WhatsAppSender | null {
  return config.whatsApp === null ? null : createCloudApiSender(config.whatsApp);
}

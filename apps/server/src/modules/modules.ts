import type { FastifyPluginAsync } from 'fastify';
import { adminsRoutes } from './admins/admins.routes.ts';
import { accommodationsRoutes } from './accommodations/accommodations.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { clientsRoutes } from './clients/clients.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { giftRegistriesRoutes } from './gift-registries/gift-registries.routes.ts';
import { guestFilesRoutes } from './guests/guest-files.routes.ts';
import { guestImportRoutes } from './guests/guest-import.routes.ts';
import { guestSendQueueRoutes } from './guests/guest-send-queue.routes.ts';
import { guestsRoutes } from './guests/guests.routes.ts';
import { guestPreviewsRoutes } from './guest-previews/guest-previews.routes.ts';
import { iconsRoutes } from './icons/icons.routes.ts';
import { imagesRoutes } from './images/images.routes.ts';
import { invitationPlansRoutes } from './invitation-plans/invitation-plans.routes.ts';
import { invitationsRoutes } from './invitations/invitations.routes.ts';
import { adminJobsRoutes } from './jobs/admin-jobs.routes.ts';
import { itineraryEventsRoutes } from './itinerary-events/itinerary-events.routes.ts';
import { noticesRoutes } from './notices/notices.routes.ts';
import { messageTemplatesRoutes } from './message-templates/message-templates.routes.ts';
import { parentsRoutes } from './parents/parents.routes.ts';
import { passesRoutes } from './passes/passes.routes.ts';
import { adminPaymentsRoutes } from './payments/admin-payments.routes.ts';
import { paymentWebhookRoutes } from './payments/payment-webhook.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { invoiceRequestsRoutes } from './payments/invoice-requests.routes.ts';
import { promoCodesRoutes } from './promo-codes/promo-codes.routes.ts';
import { promotersRoutes } from './promoters/promoters.routes.ts';
import { remindersRoutes } from './reminders/reminders.routes.ts';
import { publicInvitationRoutes } from './public-invitation/public-invitation.routes.ts';
import { seatingRoutes } from './seating/seating.routes.ts';
import { doorRoutes } from './door/door.routes.ts';
import { siteRoutes } from './site/site.routes.ts';
import { songsRoutes } from './songs/songs.routes.ts';
import { themesRoutes } from './themes/themes.routes.ts';
import { weddingsRoutes } from './weddings/weddings.routes.ts';
import { weddingQuestionsRoutes } from './wedding-questions/wedding-questions.routes.ts';
import { whatsAppMessagesRoutes } from './whatsapp-messages/whatsapp-messages.routes.ts';
import { whatsAppWebhookRoutes } from './whatsapp-messages/whatsapp-webhook.routes.ts';

/**
 * The route plugins of the modules, registered in this order under the /v1 prefix. Every route must
 * be an operation of the contract; operations not served here answer 501 until their issue lands.
 */
export const modules: FastifyPluginAsync[] = [
  authRoutes,
  clientsRoutes,
  noticesRoutes,
  weddingsRoutes,
  invitationsRoutes,
  parentsRoutes,
  eventsRoutes,
  itineraryEventsRoutes,
  giftRegistriesRoutes,
  accommodationsRoutes,
  iconsRoutes,
  imagesRoutes,
  songsRoutes,
  guestsRoutes,
  guestImportRoutes,
  guestFilesRoutes,
  guestSendQueueRoutes,
  guestPreviewsRoutes,
  whatsAppMessagesRoutes,
  whatsAppWebhookRoutes,
  messageTemplatesRoutes,
  remindersRoutes,
  weddingQuestionsRoutes,
  seatingRoutes,
  doorRoutes,
  adminsRoutes,
  invitationPlansRoutes,
  promoCodesRoutes,
  promotersRoutes,
  paymentsRoutes,
  adminPaymentsRoutes,
  invoiceRequestsRoutes,
  paymentWebhookRoutes,
  adminJobsRoutes,
  themesRoutes,
  publicInvitationRoutes,
  passesRoutes,
  siteRoutes,
];

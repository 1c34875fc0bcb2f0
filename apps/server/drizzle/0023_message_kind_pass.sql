ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_kind";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_kind";--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_kind" CHECK ("message_templates"."kind" IN ('invitation', 'reminder', 'pass'));--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_kind" CHECK ("whatsapp_messages"."kind" IN ('invitation', 'reminder', 'pass'));
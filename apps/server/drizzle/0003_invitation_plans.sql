-- Reference data: the invitation plans on sale (prices in whole MXN, VAT included) and what each
-- includes. A feature is found by its slug (any slug containing the name the code asks for, without
-- regard to case); `max` is the limit of counted features (images, AI themes), null when unlimited.
INSERT INTO "invitation_plans" ("name", "name_eng", "description", "description_eng", "price_mxn", "old_price_mxn", "sort_order") VALUES
  ('Básico', 'Basic', 'Tu invitación digital con todas sus secciones, tu canción y un enlace para compartir con todos.', 'Your digital invitation with every section, your song and one link to share with everyone.', 890, 1190, 1),
  ('Clásico', 'Classic', 'Todo lo del Básico, más un enlace personal por invitado, confirmaciones en línea y tu lista de invitados en Excel.', 'Everything in Basic, plus a personal link for each guest, online confirmations and your guest list in Excel.', 1490, 1890, 2),
  ('Premium', 'Premium', 'La experiencia completa: eventos exclusivos para invitados elegidos, más fotos y temas creados con IA.', 'The complete experience: exclusive events for chosen guests, more photos and AI-made themes.', 2290, 2790, 3);
--> statement-breakpoint
INSERT INTO "invitation_plan_features" ("invitation_plan_id", "slug", "max", "feature", "feature_eng")
SELECT p."id", f."slug", f."max", f."feature", f."feature_eng"
FROM (VALUES
  ('Básico', 'Song', NULL, 'Canción de fondo', 'Background song'),
  ('Básico', 'EventImages', 1, '1 foto por evento', '1 photo per event'),
  ('Básico', 'GalleryImages', 4, 'Galería de 4 fotos', 'Gallery of 4 photos'),
  ('Clásico', 'aiThemeCreation', 10, 'Temas creados con IA (hasta 10)', 'AI-made themes (up to 10)'),
  ('Clásico', 'rsvpAdmin', NULL, 'Lista de invitados, enlaces personales y confirmaciones', 'Guest list, personal links and confirmations'),
  ('Clásico', 'Song', NULL, 'Canción de fondo', 'Background song'),
  ('Clásico', 'EventImages', 3, '3 fotos por evento', '3 photos per event'),
  ('Clásico', 'GalleryImages', 12, 'Galería de 12 fotos', 'Gallery of 12 photos'),
  ('Premium', 'aiThemeCreation', 10, 'Temas creados con IA (hasta 10)', 'AI-made themes (up to 10)'),
  ('Premium', 'rsvpAdmin', NULL, 'Lista de invitados, enlaces personales y confirmaciones', 'Guest list, personal links and confirmations'),
  ('Premium', 'exclusiveEvents', NULL, 'Eventos exclusivos para invitados elegidos', 'Exclusive events for chosen guests'),
  ('Premium', 'Song', NULL, 'Canción de fondo', 'Background song'),
  ('Premium', 'EventImages', 6, '6 fotos por evento', '6 photos per event'),
  ('Premium', 'GalleryImages', 30, 'Galería de 30 fotos', 'Gallery of 30 photos')
) AS f("plan", "slug", "max", "feature", "feature_eng")
JOIN "invitation_plans" p ON p."name" = f."plan";

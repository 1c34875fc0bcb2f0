-- Guests' phones in E.164 (+525512345678), the form the API now stores (@convite/rules/phone) and
-- wa.me takes. Before, the API kept a number's digits with an optional leading +, so the Mexican
-- numbers it took look like 5512345678 (10 digits; a Mexican number never starts with 0 or 1),
-- 525512345678 (the country code without +) or +5215512345678 / 5215512345678 (the mobile "1"
-- Mexico dropped in 2019). Those become +52 and their 10 digits; every other number is left as it
-- is (a number already in E.164, another country's, or one this cannot read): nothing is lost.
UPDATE "guests"
SET "phone" = '+52' || substring("phone" from '([2-9][0-9]{9})$')
WHERE "phone" ~ '^([2-9][0-9]{9}|52[2-9][0-9]{9}|\+?521[2-9][0-9]{9})$';

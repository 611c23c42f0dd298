-- A country carries the ISO 4217 code of its currency beside the label a person typed, and a saved plan the code of
-- its country's currency: conversion and formatting read the code, never the label. The code is read from the
-- label ("Saudi Riyal (SAR)", "SAR"), else from the country's ISO 3166 code; rows where neither tells keep NULL,
-- are logged at start-up and listed to the administrator, and their owner is asked to choose the currency.
-- The two lists below are the ISO 4217 codes the runtime knows and the country-to-currency package's table, as
-- they were when this migration was written.
ALTER TABLE "countries" ADD COLUMN "currency_code" text;--> statement-breakpoint
ALTER TABLE "simulations" ADD COLUMN "country_currency_code" text;--> statement-breakpoint
CREATE TABLE "migration_0010_currencies" ("code" text PRIMARY KEY);--> statement-breakpoint
INSERT INTO "migration_0010_currencies" ("code") VALUES
  ('AED'), ('AFN'), ('ALL'), ('AMD'), ('ANG'), ('AOA'), ('ARS'), ('AUD'), ('AWG'), ('AZN'), ('BAM'), ('BBD'),
  ('BDT'), ('BGN'), ('BHD'), ('BIF'), ('BMD'), ('BND'), ('BOB'), ('BRL'), ('BSD'), ('BTN'), ('BWP'), ('BYN'),
  ('BZD'), ('CAD'), ('CDF'), ('CHF'), ('CLP'), ('CNY'), ('COP'), ('CRC'), ('CUC'), ('CUP'), ('CVE'), ('CZK'),
  ('DJF'), ('DKK'), ('DOP'), ('DZD'), ('EGP'), ('ERN'), ('ETB'), ('EUR'), ('FJD'), ('FKP'), ('GBP'), ('GEL'),
  ('GHS'), ('GIP'), ('GMD'), ('GNF'), ('GTQ'), ('GYD'), ('HKD'), ('HNL'), ('HRK'), ('HTG'), ('HUF'), ('IDR'),
  ('ILS'), ('INR'), ('IQD'), ('IRR'), ('ISK'), ('JMD'), ('JOD'), ('JPY'), ('KES'), ('KGS'), ('KHR'), ('KMF'),
  ('KPW'), ('KRW'), ('KWD'), ('KYD'), ('KZT'), ('LAK'), ('LBP'), ('LKR'), ('LRD'), ('LSL'), ('LYD'), ('MAD'),
  ('MDL'), ('MGA'), ('MKD'), ('MMK'), ('MNT'), ('MOP'), ('MRU'), ('MUR'), ('MVR'), ('MWK'), ('MXN'), ('MYR'),
  ('MZN'), ('NAD'), ('NGN'), ('NIO'), ('NOK'), ('NPR'), ('NZD'), ('OMR'), ('PAB'), ('PEN'), ('PGK'), ('PHP'),
  ('PKR'), ('PLN'), ('PYG'), ('QAR'), ('RON'), ('RSD'), ('RUB'), ('RWF'), ('SAR'), ('SBD'), ('SCR'), ('SDG'),
  ('SEK'), ('SGD'), ('SHP'), ('SLE'), ('SLL'), ('SOS'), ('SRD'), ('SSP'), ('STN'), ('SVC'), ('SYP'), ('SZL'),
  ('THB'), ('TJS'), ('TMT'), ('TND'), ('TOP'), ('TRY'), ('TTD'), ('TWD'), ('TZS'), ('UAH'), ('UGX'), ('USD'),
  ('UYU'), ('UZS'), ('VES'), ('VND'), ('VUV'), ('WST'), ('XAF'), ('XCD'), ('XCG'), ('XDR'), ('XOF'), ('XPF'),
  ('XSU'), ('YER'), ('ZAR'), ('ZMW'), ('ZWG'), ('ZWL');--> statement-breakpoint
CREATE TABLE "migration_0010_country_currencies" ("country" text PRIMARY KEY, "currency" text NOT NULL);--> statement-breakpoint
INSERT INTO "migration_0010_country_currencies" ("country", "currency") VALUES
  ('AD', 'EUR'), ('AE', 'AED'), ('AF', 'AFN'), ('AG', 'XCD'), ('AI', 'XCD'), ('AL', 'ALL'), ('AM', 'AMD'), ('AN', 'ANG'),
  ('AO', 'AOA'), ('AQ', 'USD'), ('AR', 'ARS'), ('AS', 'USD'), ('AT', 'EUR'), ('AU', 'AUD'), ('AW', 'AWG'), ('AX', 'EUR'),
  ('AZ', 'AZN'), ('BA', 'BAM'), ('BB', 'BBD'), ('BD', 'BDT'), ('BE', 'EUR'), ('BF', 'XOF'), ('BG', 'EUR'), ('BH', 'BHD'),
  ('BI', 'BIF'), ('BJ', 'XOF'), ('BL', 'EUR'), ('BM', 'BMD'), ('BN', 'BND'), ('BO', 'BOB'), ('BQ', 'USD'), ('BR', 'BRL'),
  ('BS', 'BSD'), ('BT', 'BTN'), ('BV', 'NOK'), ('BW', 'BWP'), ('BY', 'BYN'), ('BZ', 'BZD'), ('CA', 'CAD'), ('CC', 'AUD'),
  ('CD', 'CDF'), ('CF', 'XAF'), ('CG', 'XAF'), ('CH', 'CHF'), ('CI', 'XOF'), ('CK', 'NZD'), ('CL', 'CLP'), ('CM', 'XAF'),
  ('CN', 'CNY'), ('CO', 'COP'), ('CR', 'CRC'), ('CU', 'CUP'), ('CV', 'CVE'), ('CW', 'XCG'), ('CX', 'AUD'), ('CY', 'EUR'),
  ('CZ', 'CZK'), ('DE', 'EUR'), ('DJ', 'DJF'), ('DK', 'DKK'), ('DM', 'XCD'), ('DO', 'DOP'), ('DZ', 'DZD'), ('EC', 'USD'),
  ('EE', 'EUR'), ('EG', 'EGP'), ('EH', 'MAD'), ('ER', 'ERN'), ('ES', 'EUR'), ('ET', 'ETB'), ('FI', 'EUR'), ('FJ', 'FJD'),
  ('FK', 'FKP'), ('FM', 'USD'), ('FO', 'DKK'), ('FR', 'EUR'), ('GA', 'XAF'), ('GB', 'GBP'), ('GD', 'XCD'), ('GE', 'GEL'),
  ('GF', 'EUR'), ('GG', 'GBP'), ('GH', 'GHS'), ('GI', 'GIP'), ('GL', 'DKK'), ('GM', 'GMD'), ('GN', 'GNF'), ('GP', 'EUR'),
  ('GQ', 'XAF'), ('GR', 'EUR'), ('GS', 'FKP'), ('GT', 'GTQ'), ('GU', 'USD'), ('GW', 'XOF'), ('GY', 'GYD'), ('HK', 'HKD'),
  ('HM', 'AUD'), ('HN', 'HNL'), ('HR', 'EUR'), ('HT', 'HTG'), ('HU', 'HUF'), ('ID', 'IDR'), ('IE', 'EUR'), ('IL', 'ILS'),
  ('IM', 'GBP'), ('IN', 'INR'), ('IO', 'USD'), ('IQ', 'IQD'), ('IR', 'IRR'), ('IS', 'ISK'), ('IT', 'EUR'), ('JE', 'GBP'),
  ('JM', 'JMD'), ('JO', 'JOD'), ('JP', 'JPY'), ('KE', 'KES'), ('KG', 'KGS'), ('KH', 'KHR'), ('KI', 'AUD'), ('KM', 'KMF'),
  ('KN', 'XCD'), ('KP', 'KPW'), ('KR', 'KRW'), ('KW', 'KWD'), ('KY', 'KYD'), ('KZ', 'KZT'), ('LA', 'LAK'), ('LB', 'LBP'),
  ('LC', 'XCD'), ('LI', 'CHF'), ('LK', 'LKR'), ('LR', 'LRD'), ('LS', 'LSL'), ('LT', 'EUR'), ('LU', 'EUR'), ('LV', 'EUR'),
  ('LY', 'LYD'), ('MA', 'MAD'), ('MC', 'EUR'), ('MD', 'MDL'), ('ME', 'EUR'), ('MF', 'EUR'), ('MG', 'MGA'), ('MH', 'USD'),
  ('MK', 'MKD'), ('ML', 'XOF'), ('MM', 'MMK'), ('MN', 'MNT'), ('MO', 'MOP'), ('MP', 'USD'), ('MQ', 'EUR'), ('MR', 'MRU'),
  ('MS', 'XCD'), ('MT', 'EUR'), ('MU', 'MUR'), ('MV', 'MVR'), ('MW', 'MWK'), ('MX', 'MXN'), ('MY', 'MYR'), ('MZ', 'MZN'),
  ('NA', 'NAD'), ('NC', 'XPF'), ('NE', 'XOF'), ('NF', 'AUD'), ('NG', 'NGN'), ('NI', 'NIO'), ('NL', 'EUR'), ('NO', 'NOK'),
  ('NP', 'NPR'), ('NR', 'AUD'), ('NU', 'NZD'), ('NZ', 'NZD'), ('OM', 'OMR'), ('PA', 'PAB'), ('PE', 'PEN'), ('PF', 'XPF'),
  ('PG', 'PGK'), ('PH', 'PHP'), ('PK', 'PKR'), ('PL', 'PLN'), ('PM', 'EUR'), ('PN', 'NZD'), ('PR', 'USD'), ('PS', 'ILS'),
  ('PT', 'EUR'), ('PW', 'USD'), ('PY', 'PYG'), ('QA', 'QAR'), ('RE', 'EUR'), ('RO', 'RON'), ('RS', 'RSD'), ('RU', 'RUB'),
  ('RW', 'RWF'), ('SA', 'SAR'), ('SB', 'SBD'), ('SC', 'SCR'), ('SD', 'SDG'), ('SE', 'SEK'), ('SG', 'SGD'), ('SH', 'SHP'),
  ('SI', 'EUR'), ('SJ', 'NOK'), ('SK', 'EUR'), ('SL', 'SLE'), ('SM', 'EUR'), ('SN', 'XOF'), ('SO', 'SOS'), ('SR', 'SRD'),
  ('SS', 'SSP'), ('ST', 'STN'), ('SV', 'USD'), ('SX', 'XCG'), ('SY', 'SYP'), ('SZ', 'SZL'), ('TC', 'USD'), ('TD', 'XAF'),
  ('TF', 'EUR'), ('TG', 'XOF'), ('TH', 'THB'), ('TJ', 'TJS'), ('TK', 'NZD'), ('TL', 'USD'), ('TM', 'TMT'), ('TN', 'TND'),
  ('TO', 'TOP'), ('TR', 'TRY'), ('TT', 'TTD'), ('TV', 'AUD'), ('TW', 'TWD'), ('TZ', 'TZS'), ('UA', 'UAH'), ('UG', 'UGX'),
  ('UM', 'USD'), ('US', 'USD'), ('UY', 'UYU'), ('UZ', 'UZS'), ('VA', 'EUR'), ('VC', 'XCD'), ('VE', 'VES'), ('VG', 'USD'),
  ('VI', 'USD'), ('VN', 'VND'), ('VU', 'VUV'), ('WF', 'XPF'), ('WS', 'WST'), ('XK', 'EUR'), ('YE', 'YER'), ('YT', 'EUR'),
  ('ZA', 'ZAR'), ('ZM', 'ZMW'), ('ZW', 'ZWG');--> statement-breakpoint
UPDATE "countries" SET "currency_code" = coalesce(
  (SELECT "code" FROM "migration_0010_currencies" WHERE "code" = upper(substring("countries"."currency" from '\(\s*([A-Za-z]{3})\s*\)'))),
  (SELECT "code" FROM "migration_0010_currencies" WHERE "code" = btrim("countries"."currency")),
  (SELECT "currency" FROM "migration_0010_country_currencies" WHERE "country" = upper("countries"."code"))
);--> statement-breakpoint
UPDATE "simulations" SET "country_currency_code" = coalesce(
  (SELECT "code" FROM "migration_0010_currencies" WHERE "code" = upper(substring("simulations"."country_currency" from '\(\s*([A-Za-z]{3})\s*\)'))),
  (SELECT "code" FROM "migration_0010_currencies" WHERE "code" = btrim("simulations"."country_currency")),
  (SELECT "currency" FROM "migration_0010_country_currencies" WHERE "country" = upper(nullif("simulations"."country_code", '')))
);--> statement-breakpoint
DROP TABLE "migration_0010_country_currencies";--> statement-breakpoint
DROP TABLE "migration_0010_currencies";

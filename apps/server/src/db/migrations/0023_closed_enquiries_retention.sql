-- Closed "Contact us" enquiries are kept a year, then deleted once staff confirm the rule.
INSERT INTO "retention_rules" ("key", "days", "standing") VALUES ('closed-enquiries', 365, false) ON CONFLICT DO NOTHING;

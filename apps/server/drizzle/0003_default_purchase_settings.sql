-- The defaults of PRODUCT §2 per purchase way (packages/core project/rules.ts DEFAULT_PURCHASE_SETTINGS):
-- 询价采购 and 竞争性谈判采购 ≥ 3 working days, 公开招标 and 邀请招标 ≥ 20 calendar days from announcement to
-- bid deadline; at least 3 bids; committee ≥ 3 (≥ 5 for tenders); publicity ≥ 3 days.
INSERT INTO purchase_settings (purchase_way, min_days, day_kind, min_bids, min_committee, publicity_days) VALUES
  (1, 3, 'working', 3, 3, 3),
  (2, 3, 'working', 3, 3, 3),
  (3, 20, 'calendar', 3, 5, 3),
  (4, 20, 'calendar', 3, 5, 3)
ON CONFLICT (purchase_way) DO NOTHING;

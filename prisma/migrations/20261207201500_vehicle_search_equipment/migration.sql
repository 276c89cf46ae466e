-- The catalogue's search text now holds each vehicle's body equipment as its card and page word it (ラジコン, 4段,
-- パワーゲート, lib/catalogue/search-document.ts). The text is built in the app, not here: emptied, every vehicle's
-- is built again by the backfill `npm start` runs after the migrations (backfillSearchDocuments).
UPDATE "vehicles" SET "search_text" = '', "search_grams" = '{}';

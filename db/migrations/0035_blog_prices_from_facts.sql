-- Data only (docs/decisions/0044: the differ cannot see it). The seeded comparison post stated prices in its prose;
-- new databases seed it with {price:slug} tokens that read the current price (features/blog/fact-tokens.ts). Here
-- existing databases get the same: each exact seeded phrase becomes its token, and a phrase staff have rewritten is
-- left as they wrote it.
UPDATE "blog_posts" SET "content" =
  replace(replace(replace(replace(replace(replace(replace(replace("content",
    '## Dream Shade henna brows: £35', '## Dream Shade henna brows: {price:henna-brows}'),
    '## Tint Spell hybrid tint: £40', '## Tint Spell hybrid tint: {price:tint-spell}'),
    '## Brow Lift lamination: £55', '## Brow Lift lamination: {price:brow-lift}'),
    '## Cloud Wax: £20', '## Cloud Wax: {price:cloud-wax}'),
    '- **Dream Shade henna brows:** £35', '- **Dream Shade henna brows:** {price:henna-brows}'),
    '- **Tint Spell hybrid tint:** £40', '- **Tint Spell hybrid tint:** {price:tint-spell}'),
    '- **Brow Lift lamination:** £55', '- **Brow Lift lamination:** {price:brow-lift}'),
    '- **Cloud Wax:** £20', '- **Cloud Wax:** {price:cloud-wax}')
WHERE "slug" = 'henna-vs-tint-vs-lamination';

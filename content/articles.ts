/**
 * The blog's three launch articles, written into the database as seed rows.
 * Bodies use only the markdown the blog renderer supports: ##/### headings, "- " and "1. " lists,
 * bold, italic and links to relative site paths.
 */
export interface SeedArticle {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  readTime: string;
  image: string;
  tags: string[];
  published: string;
}

const author = "Isla Hartwell";

const browAftercareGuide: SeedArticle = {
  title: "The Enchanted Brow Aftercare Guide: Henna, Lamination, Tint and Wax",
  slug: "brow-aftercare-guide",
  excerpt:
    "Your brows left the studio looking spellbinding. Here's exactly how to keep them that way, from the first 48 hours to the weeks that follow, whether you've had henna, lamination, tint or wax.",
  content: `## A little aftercare goes a long way

Every brow treatment at the studio is a small piece of magic, but the spell is only half cast when you step out of the chair. The first 48 hours decide how long your colour lasts, how neatly laminated hairs stay where we set them and how calm freshly waxed skin feels. A handful of gentle habits makes all the difference between results that fade too soon and brows that keep sparkling for weeks.

This guide covers all four of our brow treatments: [Dream Shade henna brows](/services/henna-brows), [Brow Lift lamination](/services/brow-lift), [Tint Spell hybrid tint](/services/tint-spell) and [Cloud Wax](/services/cloud-wax). The short version for each one also lives on our [policies and aftercare page](/policies), so you can check it in a hurry.

## The golden rules for the first 24-48 hours

Whichever treatment you've had, these rules apply for the first one to two days:

- **Keep your brows dry.** Water, steam and sweat can lift colour before it settles and loosen freshly set hairs. Cleanse around your brows with a damp cloth, and keep showers short and lukewarm with your face turned away from the spray.
- **Leave makeup and skincare off the area.** No pencils, gels, powders, cleansers, serums or creams on or around your brows. Treated skin needs a clean, quiet canvas.
- **Say no to saunas, steam rooms, swimming and intense exercise.** Heat and sweat open the pores, draw out colour and can irritate freshly treated skin. A gentle stroll is lovely; the spin class can wait a day or two.
- **Keep your hands away.** Rubbing, picking and scratching can smudge colour, disturb lifted hairs and invite bacteria into freshly waxed follicles.
- **Sleep on your back if you can.** Pressing your brows into the pillow on the first night can bend laminated hairs and rub at fresh colour.

## Dream Shade henna brows

Henna stains both the brow hairs and the skin beneath them, which creates that soft, shaded, filled-in look. The stain on the skin lasts up to two weeks, and the colour on the hairs lasts four to six weeks. How long the skin stain stays depends a great deal on what touches it.

- Keep your brows completely dry for at least 24 hours, and ideally 48, while the colour develops and settles.
- Once you're washing normally again, steer clear of oil-based cleansers and makeup removers near the brows, as oils dissolve the skin stain faster.
- Keep exfoliating products, including scrubs, acids and retinol, well away from the area. They lift the top layer of skin, and the stain goes with it.
- Pat your brows dry after washing rather than rubbing them.

## Brow Lift lamination

Lamination softens the brow hairs and resets them in a lifted, brushed-up shape that lasts six to eight weeks. For the first 24-48 hours the hairs are still settling into their new direction, so they need a little extra care.

- Keep them dry and free of products for 24-48 hours, and avoid anything that pushes them out of shape, such as tight headbands or sleeping face down.
- **Brush them into place every day.** A clean spoolie each morning guides the hairs back into their lifted shape and keeps your brows looking freshly styled.
- **After 48 hours, add a nourishing oil.** A drop of castor oil or a conditioning brow serum, brushed through in the evening, keeps the hairs soft, glossy and healthy after the lifting process.
- Avoid retinol and exfoliating acids on the brow area, as the skin can feel a little more sensitive for a few days after lamination.

## Tint Spell hybrid tint

Tint Spell is our hybrid tint: it colours the hairs and leaves a soft tint on the skin beneath for a defined, fuller finish. On the hairs, the colour lasts up to six weeks.

- Keep your brows dry for 24-48 hours so the colour can settle.
- Leave makeup, cleansers and skincare off the area for the same time.
- Once the colour has settled, choose gentle, oil-free cleansers around the brows, because oils and exfoliants fade the tint on the skin sooner.
- Keep retinol and acid products off the brow area for as long as you'd like the colour to last.

## Cloud Wax

Waxing lifts hair from the root, leaving a crisp, clean shape that lasts about four weeks. The skin underneath has just been through a lot, so treat it tenderly.

- Avoid touching the waxed area, and skip makeup and skincare on it for 24-48 hours while the follicles settle.
- Keep away from saunas, steam rooms, hot baths, swimming, sunbathing and intense exercise for 24-48 hours.
- Avoid retinol on the area afterwards, and remember to stop using it 48-72 hours before your next wax.
- A little redness straight after waxing is normal, and a cool, clean compress usually soothes it.
- Let at least two weeks of hair grow before your next wax, so the wax has something to hold.

## Sun protection keeps the colour glowing

Sunlight fades henna and tint, and it can make freshly treated skin more reactive. In the first 48 hours, while skincare stays off your brows, a wide-brimmed hat and a pair of sunglasses are your best friends. After that, apply a broad-spectrum sunscreen around the brow area every day, especially on bright days and holidays. Your colour will thank you with weeks of extra glow.

## Patch tests: the little spell that keeps you safe

Patch tests are free, take just 15 minutes, and make sure your skin and your treatment are the best of friends.

- **Dream Shade henna:** a patch test is required 24-48 hours before your appointment.
- **Tint Spell:** a patch test is required 24-48 hours before your appointment if it's your first tint with us, or if it has been six months or more since your last one.
- **Brow Lift lamination:** a patch test is recommended if you have sensitive skin.

You can add your patch test when you [book](/book), and our [policies page](/policies) has all the details.

## When to get in touch

Mild redness that settles within a few hours is nothing to worry about. If you notice swelling, blistering, intense itching or a rash, rinse the area gently with cool water, don't apply anything else, and [contact us](/contact) so we can advise. If swelling spreads around your eyes or you have any difficulty breathing, seek medical help straight away by calling 999.

## Keep the magic going

Plan your next visit for when your results begin to soften: around four to six weeks for henna, up to six weeks for tint, six to eight weeks for lamination and about four weeks for wax. Not sure which treatment to choose next time? Our [henna vs tint vs lamination comparison](/blog/henna-vs-tint-vs-lamination) walks you through it, and the [brow lamination guide](/blog/brow-lamination-guide) covers lifted brows in detail. When you're ready, [book your next appointment](/book) and we'll sprinkle on a little more fairy dust.`,
  author,
  readTime: "6 min read",
  image: "/images/blog/brow-aftercare.svg",
  tags: ["Aftercare", "Brows", "Guides", "Henna"],
  published: "2024-03-12T09:00:00Z",
};

const browLaminationGuide: SeedArticle = {
  title: "Brow Lamination Explained: Your Guide to the Brow Lift",
  slug: "brow-lamination-guide",
  excerpt:
    "Dreaming of fluffy, lifted brows that stay put all day? Here's everything you need to know about brow lamination: what it is, who it suits, each step of the treatment, how long it lasts and how to look after it.",
  content: `## What is brow lamination?

Brow lamination gently restyles your natural brow hairs so they sit upwards and outwards in a fuller, fluffier, beautifully groomed shape. Think of it as a perm for your brows, except that instead of curls it gives you that brushed-up, just-styled look that stays in place without gel. At the studio we call it the [Brow Lift](/services/brow-lift), because that's exactly how it feels: your whole face looks a little lifted, a little brighter and a little more awake.

It works with the hairs you already have. A lifting lotion softens the bonds that hold each hair's shape, we sweep the hairs into their new direction, and a setting lotion fixes them there. There are no needles, no stick-on extensions and nothing placed under the skin.

## Who it suits

Lamination is a lovely fit if any of these sound like you:

- Your brow hairs grow downwards, in different directions, or refuse to stay where you brush them.
- Your brows look sparse or patchy in places, even though the hairs are there, because they lie flat against the skin.
- You reach for brow gel every single morning and would love to skip it.
- You want a fuller, more feathered look without adding colour to the skin.
- You have coarse or curly brow hairs that you'd like to look smoother and more even.

## When to wait, or talk to us first

Lamination is a chemical process, so it isn't right for every brow on every day. Please tell us before booking if any of these apply:

- You have broken skin, a rash, sunburn, cuts, spots or irritation on or around your brows.
- You have an active skin condition in the area, such as eczema or psoriasis.
- You've recently had a chemical peel or another skin treatment on the brow area, or you use retinol or exfoliating acids there.
- You're pregnant or breastfeeding, or you've reacted to a beauty product before.
- Your brows have been laminated within the last six weeks.

None of these automatically rules you out, but they may change the timing or the advice we give. A quick message through our [contact page](/contact) is all it takes.

## Before your appointment

- **Consider a patch test.** For lamination, a patch test is recommended if you have sensitive skin. It's free, takes 15 minutes and should be done 24-48 hours before your treatment.
- **Pause retinol and acids.** Stop using them on the brow area 48-72 hours beforehand.
- **Let your brows grow.** Avoid waxing, threading or tweezing for a couple of weeks beforehand, so we have plenty of hairs to work with.
- **Arrive bare-browed.** Come without brow makeup if you can. We'll cleanse the area anyway, but starting fresh gives us more time for the fun part.

## The Brow Lift, step by step

The whole appointment takes about 1 hour 20 minutes, including your consultation and the finishing touches.

1. **Consultation.** We talk through your brow goals, your skin and your routine, and map the shape that suits your face.
2. **Cleanse.** We remove any oil and makeup so the lotions can work evenly.
3. **Lifting lotion.** A softening lotion goes onto the hairs for a carefully timed few minutes, depending on how fine or coarse your hairs are.
4. **Shape and set.** We brush each section of hairs up and into place, then secure the shape under a thin film so nothing moves while it sets.
5. **Setting lotion.** A second lotion restores the hairs' bonds and locks in their new direction.
6. **Nourish and finish.** We remove the lotions, treat the hairs to a nourishing conditioner, tidy any strays and style your new brows.

Most clients find the treatment wonderfully relaxing. You'll lie back with your eyes closed while we work, and the most you're likely to feel is a gentle tingle.

## How long does it last?

Your Brow Lift lasts around six to eight weeks. Brow hairs shed and regrow naturally, so as new hairs come through in their natural direction the effect softens gradually rather than vanishing overnight. Daily brushing and good aftercare help you reach the top end of that range.

We recommend leaving at least six weeks between lamination appointments. Giving your hairs time to recover keeps them healthy, soft and strong.

## Aftercare in a nutshell

- Keep your brows dry for 24-48 hours.
- Avoid makeup and skincare on the brow area for 24-48 hours.
- Skip saunas, steam rooms, swimming and intense exercise for 24-48 hours.
- Brush your brows into place every day with a clean spoolie.
- After 48 hours, brush a nourishing oil or conditioning serum through them each evening.
- Keep retinol off the brow area, and protect your brows from the sun.

Our full [brow aftercare guide](/blog/brow-aftercare-guide) explains the why behind each step, and there's a quick checklist on our [policies page](/policies).

## Your lamination questions, answered

### Does brow lamination hurt?

Not for most people. You may feel a light tingle or a little warmth while the lotions work. If anything feels uncomfortable, tell us straight away and we'll check the area.

### Will it damage my brow hairs?

Done by a trained artist with carefully timed lotions, lamination is gentle. Trouble usually comes from over-processing or repeating the treatment too often, which is why we time every step to your hair type, finish with a conditioning treatment and recommend at least six weeks between appointments.

### Will my brows look too stiff?

Only if you want them to. We tailor the shape to your face and your taste, from soft and natural to bold and feathered. On the first day the hairs can look a little more set; by day two or three they relax into a softer, *fluffier* finish.

### When can I wear brow makeup again?

After 48 hours. Many clients find they barely need it, because lamination makes brows look fuller all by itself.

### Can I combine lamination with colour?

Yes, and colour and lamination can look beautiful together, especially if your brow hairs are fair or fine. Mention it when you book and we'll advise on the order, the timing and whether you'll need a patch test for the colour. Our [henna vs tint vs lamination comparison](/blog/henna-vs-tint-vs-lamination) explains how the options differ.

### What if my brows have real gaps?

Lamination works with the hairs you have, so it makes sparse brows look fuller but can't create hair where there is none. If you have patches of bare skin, [Dream Shade henna brows](/services/henna-brows) may suit you better, because henna also stains the skin beneath for a filled-in look.

### Do I need a patch test?

For lamination, a patch test is recommended if you have sensitive skin. If you're not sure whether that's you, ask us and we'll help you decide. It's free and takes just 15 minutes.

## Ready for your Brow Lift?

If you're dreaming of brows that wake up looking as lifted as you'd like to feel, [book your Brow Lift](/book) and we'll take care of the magic. Questions first? [Send us a message](/contact) and our brow team will happily help.`,
  author,
  readTime: "6 min read",
  image: "/images/blog/brow-lamination.svg",
  tags: ["Lamination", "Guides", "Brows", "Aftercare"],
  published: "2024-05-21T09:00:00Z",
};

const hennaVsTintVsLamination: SeedArticle = {
  title: "Henna vs Tint vs Lamination: Which Brow Treatment Is Right for You?",
  slug: "henna-vs-tint-vs-lamination",
  excerpt:
    "Dream Shade, Tint Spell, Brow Lift or Cloud Wax? We compare henna, hybrid tint, lamination and waxing side by side: what each one does, how long it lasts, what it costs and who it suits best.",
  content: `## Four treatments, four kinds of magic

Choosing a brow treatment can feel like standing in front of a shelf of potions. They all promise beautiful brows, but each one works its magic in a different way: some add colour, some change the direction of the hairs, and some refine the shape. Once you know what each treatment actually does, the choice becomes much easier.

Here's our honest, side-by-side guide to the four brow treatments on our menu.

## Dream Shade henna brows: {price:henna-brows}

[Dream Shade](/services/henna-brows) uses henna to stain both the brow hairs and the skin beneath them. The result is a soft, shaded, filled-in look, a little like a perfectly applied brow powder that you don't have to redo every morning.

- **How long it lasts:** the skin stain lasts up to two weeks, and the colour on the hairs lasts four to six weeks.
- **Best for:** sparse brows, gaps, over-plucked patches, fair hairs that disappear in photos, and anyone who wants definition with a soft shadow behind it.
- **Good to know:** a patch test is required 24-48 hours before your appointment. Oily skin and exfoliating products shorten how long the skin stain lasts.

## Tint Spell hybrid tint: {price:tint-spell}

[Tint Spell](/services/tint-spell) is our hybrid tint. It deepens and defines the colour of your brow hairs and gives a soft tint to the skin beneath, so brows look fuller and more polished while still feeling like yours.

- **How long it lasts:** up to six weeks on the hair.
- **Best for:** brows with enough hair that simply need more colour and definition, and anyone who wants colour that lasts on the hairs themselves.
- **Good to know:** a patch test is required 24-48 hours before your appointment if it's your first tint with us, or if it's been six months or more since your last one.

## Brow Lift lamination: {price:brow-lift}

[Brow Lift](/services/brow-lift) is our lamination treatment. Rather than adding colour, it changes the direction and texture of your brow hairs, setting them in a lifted, brushed-up, fluffy shape. It's the treatment for that fuller, just-styled look without daily brow gel.

- **How long it lasts:** six to eight weeks.
- **Best for:** unruly, downward-growing or curly hairs, brows that look flat or thin because the hairs lie down, and anyone who loves a feathered, lifted look.
- **Good to know:** a patch test is recommended if you have sensitive skin. You'll brush your brows into place each day and use a nourishing oil after the first 48 hours. Our [brow lamination guide](/blog/brow-lamination-guide) has all the details.

## Cloud Wax: {price:cloud-wax}

[Cloud Wax](/services/cloud-wax) is our brow shaping treatment. We map a shape that flatters your face and remove stray hairs with wax for a clean, crisp finish.

- **How long it lasts:** about four weeks.
- **Best for:** tidying strays, refining your arch and keeping a shape you love between other treatments.
- **Good to know:** stop using retinol 48-72 hours before your appointment, and allow at least two weeks of hair growth so the wax has something to hold.

## Side by side

### What each treatment changes

- **Henna:** colour on the hairs and on the skin beneath.
- **Tint:** colour on the hairs, with a softer tint on the skin.
- **Lamination:** the direction, shape and texture of the hairs.
- **Wax:** the outline and shape of the brow.

### How long the results last

- **Henna:** up to two weeks on the skin, four to six weeks on the hair.
- **Tint:** up to six weeks on the hair.
- **Lamination:** six to eight weeks.
- **Wax:** about four weeks.

### Patch tests

- **Henna:** required 24-48 hours before your appointment.
- **Tint:** required for first-timers, or after a gap of six months or more.
- **Lamination:** recommended if you have sensitive skin.
- **Wax:** not needed, though retinol should be paused 48-72 hours beforehand.

### Price

- **Dream Shade henna brows:** {price:henna-brows}
- **Tint Spell hybrid tint:** {price:tint-spell}
- **Brow Lift lamination:** {price:brow-lift}
- **Cloud Wax:** {price:cloud-wax}

## Which one should you choose?

- **If you have gaps or sparse areas,** choose Dream Shade henna. The skin stain fills in the spaces between hairs.
- **If your hairs are there but pale or uneven in colour,** choose Tint Spell for rich, lasting colour on the hairs.
- **If your hairs are plentiful but unruly or flat,** choose Brow Lift for a lifted, fluffy shape.
- **If you're happy with your colour and fullness but want a neater outline,** choose Cloud Wax.
- **If you'd love more than one,** you're not alone. Colour and shape often work beautifully together, and we'll advise on the right order and timing when you book.

A quick word on *patience*: whichever treatment you pick, give it a few days to settle before you judge the final result. Colour often looks its boldest on day one and softens into something more natural, while laminated hairs relax into their shape after the first couple of days.

## Aftercare for every option

Whichever you choose, the first 24-48 hours matter most: keep your brows dry, leave makeup and skincare off the area, and skip saunas, swimming and intense exercise. Keep retinol off the brow area and protect your brows from the sun to keep colour glowing. Our [brow aftercare guide](/blog/brow-aftercare-guide) covers each treatment step by step, and the [policies page](/policies) has the quick version.

## Still deciding?

There's no wrong answer, only the one that feels most like you. If you'd like a second opinion, [send us a message](/contact) with a little about your brows and what you'd love to change, and we'll help you choose. If you already know, [book your appointment](/book) and let the magic begin.`,
  author,
  readTime: "5 min read",
  image: "/images/blog/henna-vs-tint-vs-lamination.svg",
  tags: ["Brows", "Henna", "Tint", "Lamination"],
  published: "2024-08-06T09:00:00Z",
};

export const seedArticles: readonly SeedArticle[] = [
  browAftercareGuide,
  browLaminationGuide,
  hennaVsTintVsLamination,
];

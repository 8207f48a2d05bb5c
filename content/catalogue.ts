import type { ServiceCopy } from "./catalogue-types";

/**
 * What the pages say about each service, by slug. The facts (names, prices, durations, packages, state) live in
 * features/studio/catalogue.ts; once staff edit them (DESIGN 9) the database holds the facts and this stays copy.
 */
export const serviceCopy: Readonly<Record<string, ServiceCopy>> = {
  "henna-brows": {
    technique: "Henna brows",
    longevity: "Skin stain up to 2 weeks, hair 4-6 weeks",
    shortDescription: "Plant-based henna that tints every brow hair and softly stains the skin beneath, for fuller-looking, beautifully defined brows without the daily pencil.",
    fullDescription: "Dream Shade is our henna brow ritual: a little botanical magic for brows that look fuller, softer and perfectly framed from the moment you wake up. Henna colours each hair and leaves a gentle stain on the skin underneath, filling sparse patches and giving the look of a denser, more even brow. We map a shape that suits your face and natural growth, mix a shade to match your colouring, then finish with a precise tidy so every line sits just right.\n\nThe stain on the skin lasts up to 2 weeks and the colour on the hair 4-6 weeks, depending on your skin and routine: oily skin, swimming and regular exfoliation fade it sooner. Henna is a natural dye, but it can still cause a reaction, so every Dream Shade client needs a free 15-minute patch test at least 24 hours before the appointment (24-48 hours is ideal), unless you have had one with us in the last 6 months.",
    benefits: [
      "Fuller-looking brows with soft, natural definition",
      "Stains the skin beneath to fill in sparse or patchy areas",
      "Skin stain lasts up to 2 weeks, colour on the hair 4-6 weeks",
      "Shade mixed to suit your hair colour and skin tone",
      "Brow mapping and shaping tailored to your face",
      "Wake up with brows done and skip the daily pencil",
    ],
    process: [
      "Consultation: we talk through the brows you'd love, confirm your patch test and look at your natural growth.",
      "Cleanse and prep: your brows are gently cleansed and exfoliated so the henna takes evenly.",
      "Mapping: we measure and outline a shape that balances your features.",
      "Henna: your custom-mixed shade is applied and left to develop, layered wherever you'd like more depth.",
      "Tidy: the henna is lifted away and stray hairs are tidied for a crisp, clean finish.",
      "Reveal: a final brush-through, a look in the mirror and your aftercare tips to take home.",
    ],
    aftercare: [
      "Keep your brows dry for 24-48 hours: no washing, swimming, steam rooms or workouts that make you sweat.",
      "Avoid make-up, creams and serums on the brows for 48 hours.",
      "Don't rub, pick or exfoliate the brow area; scrubs and peels fade the stain faster.",
      "Keep oil-based cleansers, retinol and acids away from your brows to help the colour last.",
      "Protect your brows from strong sun, sunbeds and saunas for the first few days.",
      "Once the first 48 hours have passed, cleanse gently and pat your brows dry rather than rubbing.",
    ],
    faqs: [
      {
        question: "Do I need a patch test?",
        answer: "Yes. Every Dream Shade client needs a free 15-minute patch test at least 24 hours before the appointment (24-48 hours is ideal), unless you have had one with us in the last 6 months. It's quick, and it keeps your skin safe.",
      },
      {
        question: "How long will my henna brows last?",
        answer: "The stain on the skin lasts up to 2 weeks and the colour on the hairs 4-6 weeks. Oily skin, sun, swimming and regular exfoliation can shorten that, so follow the aftercare for the longest wear.",
      },
      {
        question: "What's the difference between henna and a tint?",
        answer: "Henna stains the skin more strongly than a tint, so it's brilliant for filling sparse patches and creating a defined, filled-in shape. Our Tint Spell hybrid stain gives a softer, more natural everyday finish.",
      },
      {
        question: "Will my brows look too dark at first?",
        answer: "Henna is at its richest for the first day or two, then softens into its natural-looking shade. We choose a tone to match your colouring and can build depth gently if you prefer a subtle result.",
      },
      {
        question: "Is henna suitable for sensitive skin?",
        answer: "Many clients with sensitive skin love henna, but any dye can cause a reaction, which is exactly why the patch test is required. Tell us about allergies, skin conditions or retinoid skincare when you book.",
      },
    ],
    beforeAfterImages: [
      {
        before: "/images/portfolio/henna-brows-1-before.svg",
        after: "/images/portfolio/henna-brows-1-after.svg",
        alt: "Before and after Dream Shade: sparse, patchy brows filled in with a soft brown henna stain and a defined arch",
      },
      {
        before: "/images/portfolio/henna-brows-2-before.svg",
        after: "/images/portfolio/henna-brows-2-after.svg",
        alt: "Before and after Dream Shade: fair, fine brows given a deeper shade and a clean, balanced shape",
      },
    ],
    notes: [
      "Patch test required: book your free 15-minute patch test at least 24 hours before this treatment, unless you have had one with us in the last 6 months.",
      "Avoid tweezing, threading or waxing your brows for 2 weeks beforehand, so we have as much hair as possible to work with.",
      "Please arrive with make-up-free brows, and pause retinol, acids and exfoliants around the brows for 48 hours before.",
    ],
    packageDescriptions: {},
  },
  "brow-lift": {
    technique: "Lamination",
    longevity: "6-8 weeks",
    shortDescription: "Brow lamination that lifts, smooths and sets your hairs in place for full, fluffy, brushed-up brows that last 6-8 weeks.",
    fullDescription: "Our Brow Lift is lamination with a wave of the wand: a gentle lifting lotion relaxes each hair so we can sweep it upwards and set it into a fuller, fluffier, beautifully groomed shape. It's ideal for unruly, curly or downward-growing brows, and it makes the most of the hair you already have, creating the look of thicker brows without adding anything artificial.\n\nWe map your shape, lift and set the hairs, nourish them with a conditioning treatment and finish with a tidy. Your brows stay lifted for 6-8 weeks with nothing more than a daily brush. A patch test isn't needed for everyone, but we recommend one if you have sensitive skin: it's free, takes 15 minutes and should be booked at least 24 hours before.",
    benefits: [
      "Fuller, fluffier-looking brows made from your own hairs",
      "Tames unruly, curly or downward-growing hairs",
      "Lasts 6-8 weeks with a quick daily brush",
      "Finished with a nourishing treatment to keep hairs soft and healthy",
      "Shape mapped and tidied to suit your face",
      "Turns your morning brow routine into a five-second brush",
    ],
    process: [
      "Consultation and mapping: we look at your growth pattern and the condition of your hairs, then map a shape that suits you.",
      "Lift: a gentle lifting lotion softens the hairs so they can be brushed into their new direction.",
      "Set: a setting lotion fixes the hairs in place while they settle into shape.",
      "Nourish: a conditioning treatment restores moisture and softness to every hair.",
      "Shape and finish: stray hairs are tidied and your brows are brushed into their final, feathery form.",
    ],
    aftercare: [
      "Keep your brows dry for 24-48 hours: no washing, steam, swimming or workouts that make you sweat.",
      "Avoid make-up, creams and serums on the brows for 48 hours.",
      "Don't rub or pull your brows, and try not to sleep face-down on the first night.",
      "Brush your brows into shape each morning with a clean spoolie.",
      "After the first 48 hours, apply a nourishing brow oil or serum each evening to keep the hairs healthy.",
      "Keep retinol and exfoliating acids away from the brow area for the first few days.",
    ],
    faqs: [
      {
        question: "How long does a Brow Lift last?",
        answer: "Results last 6-8 weeks, depending on your hair growth cycle and how closely you follow the aftercare. We recommend leaving at least 6 weeks between lamination treatments to keep your hairs healthy.",
      },
      {
        question: "Do I need a patch test?",
        answer: "It isn't required for everyone, but if you have sensitive skin, allergies or have reacted to beauty products before, we recommend a free 15-minute patch test at least 24 hours before your appointment.",
      },
      {
        question: "Will lamination work on sparse brows?",
        answer: "Lamination lifts and spreads the hairs you have so they cover more skin, which often makes sparse brows look noticeably fuller. For very patchy areas, adding a Tint Spell gives extra definition.",
      },
      {
        question: "Can I add a tint?",
        answer: "Yes, simply add Tint Spell to your booking. If it's your first tint with us, or your last one was more than 6 months ago, you'll need a free patch test at least 24 hours beforehand.",
      },
      {
        question: "Does lamination damage the brows?",
        answer: "Done professionally, with a nourishing finish and sensible gaps between treatments, lamination is gentle on healthy brows. We check your hairs first and may suggest waiting if they are dry or brittle.",
      },
    ],
    beforeAfterImages: [
      {
        before: "/images/portfolio/brow-lift-1-before.svg",
        after: "/images/portfolio/brow-lift-1-after.svg",
        alt: "Before and after Brow Lift: flat, downward-growing brows lifted into a fuller, brushed-up shape",
      },
      {
        before: "/images/portfolio/brow-lift-2-before.svg",
        after: "/images/portfolio/brow-lift-2-after.svg",
        alt: "Before and after Brow Lift: unruly, uneven hairs smoothed and set into neat, feathery brows",
      },
    ],
    notes: [
      "Patch test recommended for sensitive skin: book the free 15-minute test at least 24 hours before your appointment.",
      "Let your brows grow freely for 2 weeks beforehand: the more hair we have, the fuller the lift.",
      "Leave at least 6 weeks between lamination treatments, and tell us if your brow skin is broken, irritated or sunburnt.",
    ],
    packageDescriptions: {},
  },
  "tint-spell": {
    technique: "Hybrid stain",
    longevity: "Up to 6 weeks on hair",
    shortDescription: "A hybrid brow tint that colours every hair and leaves a soft stain on the skin, for brows that look fuller and more defined for up to 6 weeks.",
    fullDescription: "Tint Spell uses a hybrid dye: a tint that colours the brow hairs and lightly stains the skin beneath. Think of it as the softer sister of henna, perfect when you want brows that look fuller and more polished without a bold, filled-in finish. Fine, fair or grey hairs suddenly show up, gaps look softer and your natural shape is framed with fresh definition.\n\nWe mix your shade to suit your hair colour and skin tone, map your shape, apply and develop the tint, then finish with a tidy. The colour lasts up to 6 weeks on the hair, while the light stain on the skin fades much sooner. If it's your first tint with us, or your last one was more than 6 months ago, please book a free 15-minute patch test at least 24 hours before your appointment.",
    benefits: [
      "Colours fine, fair or grey hairs so every brow hair shows",
      "A light skin stain adds soft depth and definition",
      "Colour lasts up to 6 weeks on the hair",
      "Shade custom-mixed to your colouring",
      "A softer, more natural finish than henna",
      "Pairs beautifully with a Brow Lift",
    ],
    process: [
      "Consultation: we confirm your patch test, chat about the look you love and choose your shade.",
      "Prep: your brows are cleansed so the tint develops evenly.",
      "Mapping: your shape is measured and outlined to suit your features.",
      "Tint: the hybrid dye is applied and left to develop to your chosen depth.",
      "Tidy and reveal: excess colour is removed, stray hairs are tidied and your brows are brushed into place.",
    ],
    aftercare: [
      "Keep your brows dry for 24-48 hours so the colour can settle.",
      "Avoid brow make-up, creams and serums for 48 hours.",
      "Don't rub your brows or use scrubs and exfoliating pads over them.",
      "Keep retinol, acids and oil-based cleansers away from the brow area to help the colour last.",
      "Avoid saunas, steam rooms, swimming and sunbeds for the first couple of days.",
    ],
    faqs: [
      {
        question: "What is a hybrid stain?",
        answer: "A hybrid dye combines the hair-colouring power of a traditional tint with a light skin stain, a little like henna. You get fuller-looking, defined brows with a soft finish, and the colour lasts up to 6 weeks on the hair.",
      },
      {
        question: "Do I need a patch test?",
        answer: "Yes, if it's your first tint with us or your last one was more than 6 months ago. Book the free 15-minute patch test at least 24 hours before your appointment; 24-48 hours before is ideal.",
      },
      {
        question: "How long does the colour last?",
        answer: "Up to 6 weeks on the hair. The light stain on the skin fades much sooner, and oily skin, sun, swimming and exfoliating products all speed up fading, so the aftercare really helps.",
      },
      {
        question: "Will it look natural?",
        answer: "Yes. We mix your shade to suit your hair and skin tone and can go softer or deeper depending on the look you love. It's our most natural-looking way to add colour to your brows.",
      },
      {
        question: "Should I choose Tint Spell or Dream Shade henna?",
        answer: "Choose Tint Spell for a soft, natural tint that makes every hair visible. Choose Dream Shade henna if you'd like a bolder, filled-in look that covers sparse patches more strongly.",
      },
    ],
    beforeAfterImages: [
      {
        before: "/images/portfolio/tint-spell-1-before.svg",
        after: "/images/portfolio/tint-spell-1-after.svg",
        alt: "Before and after Tint Spell: fair, barely visible brow hairs tinted a soft brown for fuller-looking, defined brows",
      },
    ],
    notes: [
      "Patch test needed if this is your first tint with us or your last tint was more than 6 months ago: book the free 15-minute test at least 24 hours before.",
      "Please arrive with make-up-free brows, and avoid tweezing or waxing for 2 weeks beforehand so we can shape at the same time.",
      "Let us know if you use retinoids or prescription skincare, or have any skin condition around the brows.",
    ],
    packageDescriptions: {},
  },
  "cloud-wax": {
    technique: "Brow wax",
    longevity: "About 4 weeks",
    shortDescription: "A gentle brow wax and shape that lifts away stray hairs for clean, soft-edged brows mapped to your face, lasting about 4 weeks.",
    fullDescription: "Cloud Wax is a brow shape that feels as light as it sounds. We map your brows to suit your features, lift away stray hairs with a gentle wax made for delicate skin, then perfect the line with precise tweezing and a soothing finish. The result is clean, defined brows that still look soft and natural, never over-plucked.\n\nYour shape lasts about 4 weeks. For the best result, let your brows grow for at least 2 weeks before your appointment, and stop using retinol around the brows 48-72 hours beforehand so your skin is ready for waxing.",
    benefits: [
      "A clean, defined shape that still looks soft and natural",
      "Gentle wax suited to delicate brow skin",
      "Shape mapped to balance your features",
      "Results last about 4 weeks",
      "Finished with precise tweezing for a crisp line",
      "A calming, soothing finish for comfortable skin",
    ],
    process: [
      "Consultation: we look at your growth and talk through the shape you'd like.",
      "Mapping: your ideal brow shape is measured and marked.",
      "Prep: the skin is cleansed and protected before waxing.",
      "Wax: stray hairs are lifted away with a gentle wax, one small section at a time.",
      "Tweeze and trim: finishing touches perfect the line and length of your brows.",
      "Soothe: a calming product settles the skin before you leave.",
    ],
    aftercare: [
      "Avoid touching the area and skip make-up on the waxed skin for 24 hours.",
      "Stay away from saunas, steam rooms, swimming pools and sunbeds for 24-48 hours.",
      "Don't exfoliate or use retinol or acids on the area for 48 hours.",
      "Apply a gentle, fragrance-free soothing gel if the skin feels warm.",
      "Wear SPF on the area when you're out in the sun over the next few days.",
      "Resist tweezing between visits so your shape grows back evenly.",
    ],
    faqs: [
      {
        question: "How long should I grow my brows before waxing?",
        answer: "Allow at least 2 weeks of growth so the wax can grip the hairs properly and we have enough to create your shape. If you're growing out over-plucked brows, we'll plan a shape together.",
      },
      {
        question: "Do I need to stop any skincare beforehand?",
        answer: "Yes. Stop retinol and other retinoids around the brows 48-72 hours before waxing, as they make the skin more likely to lift or become irritated. Waxing isn't suitable while taking isotretinoin.",
      },
      {
        question: "How long does the shape last?",
        answer: "About 4 weeks, depending on how quickly your hair grows. Booking every 4 weeks keeps your shape crisp and helps your regrowth come through more evenly.",
      },
      {
        question: "Does brow waxing hurt?",
        answer: "There's a quick sting as each section comes away, but our wax is made for delicate areas and we work in small sections. Most clients find it over in moments and very bearable.",
      },
      {
        question: "Is a patch test needed?",
        answer: "No patch test is needed for Cloud Wax. If your skin is very sensitive or you've reacted to waxing before, tell us when you book and we'll take extra care.",
      },
    ],
    beforeAfterImages: [],
    notes: [
      "Allow at least 2 weeks of brow growth before your appointment.",
      "Stop using retinol around the brows 48-72 hours before waxing.",
      "Waxing isn't suitable on sunburnt, broken or irritated skin, or while taking prescription acne medication such as isotretinoin.",
    ],
    packageDescriptions: {},
  },
  "the-glow-lift": {
    technique: "Facial radiofrequency (RF)",
    longevity: "Glow straight away; firmness builds over a course",
    shortDescription: "A 30-minute radiofrequency facial that gently warms the deeper layers of the skin for an instant glow and firmer-looking skin over a course.",
    fullDescription: "The Glow Lift uses facial radiofrequency (RF): gentle, controlled warmth delivered beneath the surface of the skin. That warmth encourages your skin's own collagen renewal, so over a course of sessions skin can look firmer, smoother and more lifted, while the boost in circulation leaves you with a fresh, lit-from-within glow on the day. It's non-invasive, feels like a warm massage and needs no downtime, so you can float straight back into your day.\n\n{until-live}Join the waitlist to be the first to know when bookings open, with priority slots and early bird pricing for waitlist members. {/until-live}Results vary from person to person, and a course of sessions gives the most noticeable change.",
    benefits: [
      "A radiant, refreshed glow after a single session",
      "Encourages natural collagen renewal for firmer-looking skin",
      "Softens the look of fine lines over a course",
      "Non-invasive, with no downtime",
      "A relaxing treatment that feels like a warm massage",
      "Just 30 minutes, ideal for a lunch break",
    ],
    process: [
      "Consultation: we look at your skin, go through a health questionnaire and agree your goals.",
      "Cleanse: your face is cleansed and a conductive gel is applied.",
      "RF treatment: the handpiece glides over your skin, gently warming each area to a comfortable temperature.",
      "Finish: the gel is removed and your skin is finished with a hydrating moisturiser and SPF.",
      "Plan: we talk through your results and how many sessions will suit your goals.",
    ],
    aftercare: [
      "Mild pinkness or warmth is normal and usually settles within a few hours.",
      "Drink plenty of water and keep your skin well moisturised.",
      "Wear SPF 30 or higher every day.",
      "Avoid saunas, hot baths and intense exercise for 24 hours.",
      "Skip retinol, acids and exfoliating treatments for 48 hours.",
    ],
    faqs: [
      {
        question: "When will The Glow Lift be available?",
        answer: "{launch}. Join the waitlist and you'll be the first to know when bookings open, with priority booking slots and exclusive waitlist pricing.",
      },
      {
        question: "How many sessions will I need?",
        answer: "Many clients see a glow after one session, but firmness builds gradually. A course of 6 to 8 sessions, usually a week apart, gives the most visible results, which is why we offer 6 and 8 session packages.",
      },
      {
        question: "Does radiofrequency hurt?",
        answer: "Not at all. Most clients describe it as a warm, relaxing massage. We check in throughout and adjust the warmth so it always feels comfortable.",
      },
      {
        question: "Is there any downtime?",
        answer: "No. Your skin may look a little pink for a short while afterwards, but you can go straight back to work or your plans for the day.",
      },
      {
        question: "Is facial RF suitable for everyone?",
        answer: "RF isn't suitable during pregnancy, with a pacemaker or other electronic implant, with metal implants in the treatment area, or over broken or infected skin. If you've had injectables recently, let us know. We'll go through a full health questionnaire first.",
      },
    ],
    beforeAfterImages: [],
    notes: [],
    packageDescriptions: {
      "1 Session": "A single 30-minute Glow Lift: the perfect way to meet facial RF and leave glowing.",
      "6 Sessions": "A course of six sessions, spaced about a week apart, so firmness can build. A lower price per session than booking singly.",
      "8 Sessions": "Our fullest Glow Lift course: eight sessions for the most lifted, radiant-looking result, at our lowest price per session.",
    },
  },
  "inch-away": {
    technique: "Ultrasound cavitation",
    longevity: "Results build over a course",
    shortDescription: "Ultrasound cavitation for stubborn areas: 30 minutes of low-frequency sound waves that help to smooth and contour the tummy, hips, thighs and arms over a course.",
    fullDescription: "Inch Away uses ultrasound cavitation, low-frequency sound waves delivered through a handpiece, to target stubborn pockets of fat that don't shift with diet and exercise. The ultrasound is designed to disrupt fat cells in the treated area so their contents can be processed naturally by your body, which is why drinking plenty of water and staying active around your sessions matters so much. It's non-invasive, with no needles and no downtime, and each session takes just 30 minutes.\n\nInch Away is a contouring treatment rather than a weight-loss treatment: it works best if you're close to your ideal weight and want to refine specific areas, and results build across a course.{until-live} Join the waitlist to hear first when bookings reopen, with early bird pricing for waitlist members.{/until-live}",
    benefits: [
      "Targets stubborn areas such as the tummy, hips, thighs and arms",
      "Helps to smooth and contour over a course of sessions",
      "Non-invasive: no needles and no downtime",
      "Just 30 minutes a session",
      "Pairs beautifully with Smooth & Sculpt for firmer-looking skin",
      "Measurements tracked so you can see your progress",
    ],
    process: [
      "Consultation: we complete a health questionnaire, agree your target areas and take measurements.",
      "Prep: a conductive gel is applied to the treatment area.",
      "Cavitation: the ultrasound handpiece moves slowly over the area; you may hear a gentle, high-pitched hum.",
      "Finish: the gel is removed and we share your hydration and aftercare tips.",
      "Track: measurements are repeated through your course so you can see how you're progressing.",
    ],
    aftercare: [
      "Drink 2-2.5 litres of water a day for a few days after each session.",
      "Stay active: a brisk walk or light exercise after your session is ideal.",
      "Go easy on alcohol, caffeine and fatty or sugary foods for 24-48 hours.",
      "Leave at least 72 hours between sessions on the same area.",
      "Keep up balanced meals and regular movement through your course to get the most from it.",
    ],
    faqs: [
      {
        question: "When will Inch Away be available?",
        answer: "{launch}. Join the Inch Away waitlist for first access when bookings reopen, priority booking slots and exclusive pricing for waitlist members.",
      },
      {
        question: "Is ultrasound cavitation a weight-loss treatment?",
        answer: "No. It's a body contouring treatment designed to refine stubborn areas, and it works best if you're close to your ideal weight. It isn't a replacement for healthy eating and regular activity, which help you keep your results.",
      },
      {
        question: "Does it hurt?",
        answer: "No. You'll feel gentle warmth and may hear a high-pitched hum from the handpiece. Most clients find their sessions relaxing.",
      },
      {
        question: "How many sessions will I need?",
        answer: "Most clients choose a course of 6 or 8 sessions, spaced at least 72 hours apart on the same area. We'll recommend a plan at your consultation based on your goals.",
      },
      {
        question: "Who can't have cavitation?",
        answer: "It isn't suitable during pregnancy or breastfeeding, with a pacemaker or other electronic implant, with metal implants in the area, or with certain conditions such as liver or kidney disease, epilepsy or cancer. We'll go through a full health questionnaire first.",
      },
    ],
    beforeAfterImages: [],
    notes: [],
    packageDescriptions: {
      "1 Session": "A single 30-minute cavitation session: a perfect first taste of Inch Away.",
      "6 Sessions": "A course of six sessions, spaced to let results build, with measurements tracked throughout. A lower price per session than booking singly.",
      "8 Sessions": "Our fullest Inch Away course: eight sessions for areas that need a little more magic, with measurements tracked throughout, at our lowest price per session.",
    },
  },
  "smooth-sculpt": {
    technique: "RF skin tightening",
    longevity: "Firmness builds over a course",
    shortDescription: "Radiofrequency skin tightening for the body: 40 minutes of soothing warmth that helps skin look firmer, smoother and more toned over a course.",
    fullDescription: "Smooth & Sculpt uses radiofrequency (RF) energy to gently warm the deeper layers of the skin on the tummy, arms, thighs or bottom. That warmth encourages your body's own collagen renewal, so across a course skin can look firmer, smoother and more toned, and the appearance of cellulite and crepey texture can soften. Sessions feel like a hot-stone massage and need no downtime.\n\nIt's the perfect partner to Inch Away cavitation, helping skin look tighter as areas are contoured.{until-live} Join the waitlist for first access when bookings reopen, priority booking and early bird pricing.{/until-live} Results vary from person to person and build gradually over a course.",
    benefits: [
      "Helps skin look firmer and more toned",
      "Softens the appearance of cellulite and crepey texture",
      "Encourages natural collagen renewal",
      "A warm, relaxing treatment with no downtime",
      "The perfect partner to Inch Away cavitation",
      "40-minute sessions that fit around your day",
    ],
    process: [
      "Consultation: we complete a health questionnaire, agree your target areas and take measurements and photos.",
      "Prep: a conductive gel is applied to the treatment area.",
      "RF treatment: the handpiece glides over the skin, warming it gradually to a comfortable, effective temperature.",
      "Finish: the gel is removed and the area is finished with a light moisturiser.",
      "Track: we check your progress through your course and adjust your plan if needed.",
    ],
    aftercare: [
      "Mild warmth or pinkness is normal and fades within a few hours.",
      "Drink plenty of water to keep your skin hydrated.",
      "Avoid hot baths, saunas and intense exercise for 24 hours.",
      "Moisturise the treated area daily to support your results.",
      "Book your sessions about a week apart for the best results across a course.",
    ],
    faqs: [
      {
        question: "When will Smooth & Sculpt be available?",
        answer: "{launch}. Join the Smooth & Sculpt waitlist for first access when bookings reopen, priority booking slots and exclusive pricing for waitlist members.",
      },
      {
        question: "What does RF skin tightening feel like?",
        answer: "Most clients compare it to a hot-stone massage. The warmth builds gradually and we check in throughout, so it always stays comfortable.",
      },
      {
        question: "How many sessions will I need?",
        answer: "Skin firmness builds gradually, so we recommend a course of 6 or 8 sessions about a week apart. Your consultation will help us suggest the right plan for your skin and goals.",
      },
      {
        question: "Can I combine it with Inch Away?",
        answer: "Yes, and they work beautifully together: cavitation contours while RF helps the skin look firmer. Our Single Combo Session and body programmes pair the two in one visit.",
      },
      {
        question: "Who isn't suitable for RF skin tightening?",
        answer: "RF isn't suitable during pregnancy, with a pacemaker or other electronic implant, with metal implants in the area, or over broken skin, active infections or recent surgery. We'll go through a full health questionnaire first.",
      },
    ],
    beforeAfterImages: [],
    notes: [],
    packageDescriptions: {
      "1 Session": "A single 40-minute RF session to feel the warmth and see how your skin responds.",
      "6 Sessions": "A course of six sessions about a week apart, so firmness can build steadily. A lower price per session than booking singly.",
      "8 Sessions": "Our fullest Smooth & Sculpt course: eight sessions for the firmest, smoothest-looking result, at our lowest price per session.",
    },
  },
  "the-ice-sculpt": {
    technique: "Cryolipolysis (fat freezing)",
    longevity: "Treated fat cells are cleared for good; results show in 2-3 months",
    shortDescription: "Fat freezing for stubborn, pinchable areas: controlled cooling can reduce the fat layer in a treated area by around 20-25% per treatment, with results showing in 2-3 months.",
    fullDescription: "The Ice Sculpt uses cryolipolysis, better known as fat freezing. An applicator cup gently draws in the treatment area and cools it to a carefully controlled temperature: cold enough to affect the fat cells beneath, while a protective gel pad looks after the skin above. Over the following weeks the treated fat cells break down and are cleared naturally by your body, which can reduce the fat layer in that area by around 20-25% per treatment. Changes appear gradually, with results showing in 2-3 months.\n\nThe Ice Sculpt is made for pinchable pockets that resist diet and exercise, such as the tummy, love handles, inner thighs or arms. It works best if your BMI is roughly 20-25, and it isn't available to anyone under 18 or with a BMI above 30 or below 18.5. It is not a weight-loss treatment. Choose from 1 to 5 cups, depending on how many areas you'd like treated.{until-live} Join the waitlist for first access when it launches and exclusive early bird pricing.{/until-live}",
    benefits: [
      "Can reduce the fat layer in a treated area by around 20-25% per treatment",
      "Treated fat cells are cleared naturally by your body",
      "Non-surgical, with no needles or incisions: the area can be red, bruised, numb or tender for a few weeks afterwards",
      "Treat 1 to 5 areas in a single appointment",
      "Gradual, natural-looking results over 2-3 months",
      "Eligibility check and personal treatment plan before you start",
    ],
    process: [
      "Consultation: we check your eligibility (age, BMI and a health questionnaire), agree your target areas and take measurements and photos.",
      "Prep: each area is marked and a protective gel pad is placed on the skin.",
      "Cooling: the applicator cup draws in the area and cools it; the intense cold fades to numbness within the first few minutes.",
      "Massage: once the cup is removed, the treated area is massaged to help your results.",
      "Review: results develop over 2-3 months, and we'll invite you back to compare measurements and photos.",
    ],
    aftercare: [
      "Drink 2-2.5 litres of water every day while your body clears the treated fat cells.",
      "Massage the treated area for 5-10 minutes daily.",
      "Avoid intense workouts for 3-4 days; gentle walking is encouraged.",
      "Redness, swelling, tingling, numbness or tenderness in the area is normal and fades over the following days to weeks.",
      "Keep up balanced meals and regular activity so your results stay at their best.",
    ],
    faqs: [
      {
        question: "How much fat does The Ice Sculpt reduce?",
        answer: "Cryolipolysis can reduce the fat layer in a treated area by around 20-25% per treatment. Results vary from person to person, and some areas benefit from a second treatment once the first has fully developed.",
      },
      {
        question: "When will I see results?",
        answer: "Changes appear gradually as your body clears the treated fat cells, with results showing in 2-3 months. That's why we review your measurements and photos once they have had time to develop.",
      },
      {
        question: "Am I suitable for fat freezing?",
        answer: "It works best if your BMI is roughly 20-25 and you have pinchable areas of stubborn fat. It isn't available if you're under 18 or your BMI is above 30 or below 18.5, during pregnancy or breastfeeding, or with cold-related conditions such as cold urticaria, cryoglobulinaemia or Raynaud's disease.",
      },
      {
        question: "How do I prepare for my appointment?",
        answer: "Avoid alcohol and smoking for 24 hours before your treatment, drink plenty of water in the days beforehand and wear comfortable clothing. Tell us about any medical conditions or medication at your consultation.",
      },
      {
        question: "Are the results permanent?",
        answer: "Fat cells that are treated are cleared for good. The fat cells that remain can still grow if you gain weight, so balanced meals and regular activity help you keep your results.",
      },
      {
        question: "What is a cup?",
        answer: "A cup is the applicator that treats one area, such as the lower tummy or one love handle. You can choose 1 to 5 cups in one appointment; the more cups, the longer your visit, from 45 to 90 minutes.",
      },
    ],
    beforeAfterImages: [],
    notes: [],
    packageDescriptions: {
      "1 Cup": "One applicator treating one area, such as the lower tummy or a single love handle.",
      "2 Cups": "Two applicators, ideal for a matching pair such as both love handles or both inner thighs.",
      "3 Cups": "Three applicators for a larger area, such as the upper and lower tummy, or several smaller areas.",
      "4 Cups": "Four applicators for a fuller treatment, such as the tummy and both love handles.",
      "5 Cups": "Our most complete Ice Sculpt: five applicators across several areas in a single appointment.",
    },
  },
  "single-combo-session": {
    technique: "Ultrasound cavitation with RF skin tightening",
    longevity: "Results build over a course",
    shortDescription: "Inch Away ultrasound cavitation and Smooth & Sculpt RF skin tightening in one 60-minute visit: contour and firm in a single session.",
    fullDescription: "The Single Combo Session brings our two body favourites together. First, Inch Away ultrasound cavitation targets a stubborn area to help smooth and contour it; then Smooth & Sculpt radiofrequency gently warms the skin to encourage collagen renewal and a firmer, smoother look. It's a lovely way to try body sculpting before committing to a course, or to top up between programmes.\n\nLoved it? Book the Sculpt & Firm Program or Total Body Reboot within 7 days of your combo session and you'll receive an upgrade credit towards your programme. Like all body treatments, results build over a course and work best alongside balanced meals and regular movement.",
    benefits: [
      "Two treatments in one 60-minute appointment",
      "Cavitation to contour, RF to help skin look firmer",
      "A perfect way to try body sculpting before a course",
      "Upgrade credit if you book a programme within 7 days",
      "Non-invasive, with no downtime",
    ],
    process: [
      "Consultation: we complete a health questionnaire, agree your target area and take measurements.",
      "Cavitation: the ultrasound handpiece works over the area to help contour it.",
      "RF tightening: the RF handpiece warms the same area to help the skin look firmer and smoother.",
      "Finish: the gel is removed and we talk through your hydration and aftercare tips.",
      "Plan: we suggest whether a programme would suit your goals, and explain your upgrade credit.",
    ],
    aftercare: [
      "Drink 2-2.5 litres of water a day for a few days after your session.",
      "Stay active: a brisk walk after your session is ideal.",
      "Avoid hot baths, saunas and intense exercise for 24 hours.",
      "Go easy on alcohol, caffeine and fatty or sugary foods for 24-48 hours.",
      "Leave at least 72 hours before your next cavitation treatment on the same area.",
    ],
    faqs: [
      {
        question: "What's included in a Single Combo Session?",
        answer: "One 60-minute visit that pairs Inch Away ultrasound cavitation with Smooth & Sculpt RF skin tightening on the same area, plus a consultation and measurements so you can track your progress.",
      },
      {
        question: "How does the upgrade credit work?",
        answer: "If you book the Sculpt & Firm Program or Total Body Reboot within 7 days of your Single Combo Session, you'll receive an upgrade credit towards your programme. Ask us for the details when you book.",
      },
      {
        question: "Will I see results after one session?",
        answer: "Some clients notice smoother-feeling skin straight away, but contouring and firmness build over a course. A single session is a great taster; a programme gives the most visible change.",
      },
      {
        question: "When can I book?",
        answer: "{launch}. Keep an eye on our Inch Away and Smooth & Sculpt waitlists, which will hear first when body treatments open for booking.",
      },
      {
        question: "Is it suitable for everyone?",
        answer: "It isn't suitable during pregnancy or breastfeeding, with a pacemaker or other electronic implant, with metal implants in the area, or with certain conditions such as liver or kidney disease, epilepsy or cancer. We'll go through a health questionnaire first.",
      },
    ],
    beforeAfterImages: [],
    notes: [],
    packageDescriptions: {},
  },
  "sculpt-firm-program": {
    technique: "Six-week cavitation and RF programme",
    longevity: "Results build across the 6 weeks",
    shortDescription: "Six weeks, six combo sessions: ultrasound cavitation and RF skin tightening together for a contoured, firmer-looking shape. Limited to 10 clients a month.",
    fullDescription: "The Sculpt & Firm Program is a six-week journey for the areas you'd most like to refine. Each week you'll have a 60-minute session combining Inch Away ultrasound cavitation, to help smooth and contour, with Smooth & Sculpt radiofrequency, to encourage collagen renewal and firmer-looking skin. Measurements at the start and end show how far you've come.\n\nBecause every client gets a personal plan and our full attention, the programme is limited to 10 clients a month. Results build gradually and are best supported by balanced meals, plenty of water and regular movement.",
    benefits: [
      "Six weekly 60-minute sessions of cavitation and RF combined",
      "Contouring and firming working together",
      "Personal plan with measurements at the start and end",
      "Structured weekly rhythm that keeps you on track",
      "Limited to 10 clients a month for truly personal care",
      "Non-invasive, with no downtime",
    ],
    process: [
      "Consultation: we complete a health questionnaire, agree your target areas and take starting measurements and photos.",
      "Weekly sessions: each 60-minute visit combines ultrasound cavitation with RF skin tightening.",
      "Check-ins: we review how you're feeling and adjust your plan as the weeks go by.",
      "Final review: in week six we repeat your measurements and photos so you can see your progress.",
    ],
    aftercare: [
      "Drink 2-2.5 litres of water a day throughout your programme.",
      "Stay active: a brisk walk after each session is ideal.",
      "Avoid hot baths, saunas and intense exercise for 24 hours after each session.",
      "Go easy on alcohol and fatty or sugary foods during your programme.",
      "Keep to your weekly appointments so results can build steadily.",
    ],
    faqs: [
      {
        question: "What's included in the Sculpt & Firm Program?",
        answer: "Six 60-minute sessions over six weeks, each combining ultrasound cavitation with RF skin tightening, plus a consultation, a personal plan and measurements at the start and end.",
      },
      {
        question: "Why is it limited to 10 clients a month?",
        answer: "Each programme is planned around one person, with weekly check-ins and careful tracking. Keeping numbers small means every client gets the time and attention that makes a real difference.",
      },
      {
        question: "I've had a Single Combo Session. Can I upgrade?",
        answer: "Yes. If you book the Sculpt & Firm Program within 7 days of a Single Combo Session, you'll receive an upgrade credit towards it.",
      },
      {
        question: "When does it launch?",
        answer: "{launch}. Join our Inch Away or Smooth & Sculpt waitlist to hear first when body programmes open for booking.",
      },
      {
        question: "Who isn't suitable?",
        answer: "The programme isn't suitable during pregnancy or breastfeeding, with a pacemaker or other electronic implant, with metal implants in the area, or with certain conditions such as liver or kidney disease, epilepsy or cancer. We'll go through a health questionnaire first.",
      },
    ],
    beforeAfterImages: [],
    notes: [],
    packageDescriptions: {
      "6 Sessions": "The full six-week programme: one 60-minute cavitation and RF session a week, with a personal plan and measurements at the start and end.",
    },
  },
  "total-body-reboot": {
    technique: "Eight-week cavitation and RF programme",
    longevity: "Results build across the 8 weeks",
    shortDescription: "Our eight-week body transformation: weekly cavitation and RF sessions, progress tracking and a personal at-home plan for a full reset.",
    fullDescription: "Total Body Reboot is our most complete body programme: eight weeks of weekly 60-minute sessions combining Inch Away ultrasound cavitation with Smooth & Sculpt radiofrequency, so contouring and firming have time to build together. We measure your progress at the start, midway and at the end, and give you a simple at-home plan for hydration, movement and aftercare between visits.\n\nThe extra two weeks make it ideal if you'd like to treat more than one area or want a steady, well-supported change. Results vary from person to person and are best supported by balanced meals and regular activity. Enrolment is limited.",
    benefits: [
      "Eight weekly 60-minute sessions of cavitation and RF combined",
      "Time for contouring and firming to build together",
      "Progress measured at the start, midway and at the end",
      "A personal at-home plan for hydration, movement and aftercare",
      "Room to treat more than one area across the programme",
      "Non-invasive, with no downtime",
    ],
    process: [
      "Consultation: we complete a health questionnaire, agree your goals and take starting measurements and photos.",
      "Your plan: we map which areas to treat each week and share your at-home plan.",
      "Weekly sessions: each 60-minute visit combines ultrasound cavitation with RF skin tightening.",
      "Midway review: in week four we check your measurements and fine-tune the plan.",
      "Final review: in week eight we repeat your measurements and photos and talk about keeping your results.",
    ],
    aftercare: [
      "Drink 2-2.5 litres of water a day throughout your programme.",
      "Follow your at-home plan for movement; a brisk walk after each session is ideal.",
      "Avoid hot baths, saunas and intense exercise for 24 hours after each session.",
      "Go easy on alcohol and fatty or sugary foods during your programme.",
      "Keep to your weekly appointments so results can build steadily.",
    ],
    faqs: [
      {
        question: "How is Total Body Reboot different from Sculpt & Firm?",
        answer: "Total Body Reboot runs for eight weeks instead of six, with a midway review and a personal at-home plan, leaving room to treat more than one area. Sculpt & Firm is a focused six-week programme.",
      },
      {
        question: "How often will I visit?",
        answer: "Once a week for eight weeks, with each session lasting about 60 minutes. We'll help you choose a regular day and time so it fits neatly into your routine.",
      },
      {
        question: "Can I upgrade from a Single Combo Session?",
        answer: "Yes. If you book Total Body Reboot within 7 days of a Single Combo Session, you'll receive an upgrade credit towards your programme.",
      },
      {
        question: "When can I enrol?",
        answer: "{launch}. Enrolment is limited. Join our Inch Away or Smooth & Sculpt waitlist to hear first when body programmes open.",
      },
      {
        question: "Who isn't suitable?",
        answer: "The programme isn't suitable during pregnancy or breastfeeding, with a pacemaker or other electronic implant, with metal implants in the area, or with certain conditions such as liver or kidney disease, epilepsy or cancer. We'll go through a health questionnaire first.",
      },
    ],
    beforeAfterImages: [],
    notes: [],
    packageDescriptions: {
      "8 Sessions": "The full eight-week programme: one 60-minute cavitation and RF session a week, a midway review and a personal at-home plan.",
    },
  },
  "dream-define-trial": {
    technique: "Personalised body contouring course",
    longevity: "Results build over a course",
    shortDescription: "Try Dream Define, our most personal body contouring plan: a 75-minute trial session with body mapping, then continue with a course of 6, 8 or 10 sessions.",
    fullDescription: "Dream Define is body contouring planned entirely around you. Your trial session begins with a detailed consultation and body mapping, then a 75-minute treatment combining ultrasound cavitation, to help smooth and contour, with radiofrequency skin tightening, to encourage a firmer-looking finish. The longer session gives us time to work across more than one area, and you'll leave knowing exactly how a Dream Define course would look for you.\n\nIf you'd like to continue, choose a course of 6, 8 or 10 sessions, with measurements tracked throughout so you can see your progress. Results vary from person to person and build gradually, best supported by balanced meals, plenty of water and regular movement.",
    benefits: [
      "A trial session so you can experience Dream Define before committing",
      "Detailed consultation and body mapping",
      "75-minute sessions with time to treat more than one area",
      "Cavitation and RF combined for contouring and firmer-looking skin",
      "Courses of 6, 8 or 10 sessions with progress tracking",
      "Non-invasive, with no downtime",
    ],
    process: [
      "Consultation: we complete a health questionnaire, talk through your goals and take measurements and photos.",
      "Body mapping: we agree which areas to focus on and in what order.",
      "Treatment: a 75-minute session combining ultrasound cavitation with RF skin tightening across your chosen areas.",
      "Your plan: we recommend a course length that suits your goals.",
      "Track: if you continue, measurements are repeated through your course so you can see your progress.",
    ],
    aftercare: [
      "Drink 2-2.5 litres of water a day for a few days after each session.",
      "Stay active: a brisk walk after your session is ideal.",
      "Avoid hot baths, saunas and intense exercise for 24 hours.",
      "Go easy on alcohol and fatty or sugary foods for 24-48 hours.",
      "Leave at least 72 hours between cavitation sessions on the same area.",
    ],
    faqs: [
      {
        question: "What happens in the trial session?",
        answer: "A detailed consultation and body mapping, followed by a 75-minute treatment combining ultrasound cavitation with RF skin tightening. You'll leave with a recommended course length for your goals.",
      },
      {
        question: "Do I have to book a course after the trial?",
        answer: "Not at all. The trial is there to help you decide. If you'd like to continue, you can choose a course of 6, 8 or 10 sessions.",
      },
      {
        question: "How many sessions will I need?",
        answer: "It depends on your goals and how many areas you'd like to treat. Many clients choose 6 or 8 sessions; 10 sessions suit larger or multiple areas. We'll recommend a plan after your trial.",
      },
      {
        question: "When will Dream Define be available?",
        answer: "{launch}. Join our Inch Away or Smooth & Sculpt waitlist to hear first when body treatments open for booking.",
      },
      {
        question: "Who isn't suitable?",
        answer: "It isn't suitable during pregnancy or breastfeeding, with a pacemaker or other electronic implant, with metal implants in the area, or with certain conditions such as liver or kidney disease, epilepsy or cancer. We'll go through a health questionnaire first.",
      },
    ],
    beforeAfterImages: [],
    notes: [],
    packageDescriptions: {
      "6 Sessions": "A six-session Dream Define course, ideal for refining one or two areas, with measurements tracked throughout.",
      "8 Sessions": "An eight-session course with more time for results to build, at a lower price per session than the six-session course.",
      "10 Sessions": "Our fullest Dream Define course: ten sessions for larger or multiple areas, at our lowest price per session.",
    },
  },
  "patch-test": {
    technique: "Skin sensitivity test",
    longevity: "Valid for 6 months",
    shortDescription: "A free 15-minute skin test, at least 24 hours before henna or a first tint.",
    fullDescription: "A tiny dab of the henna or tint we will use is placed discreetly behind your ear or on your inner elbow. If your skin stays calm for 24-48 hours, your brow magic can go ahead.",
    benefits: ["Free of charge", "Keeps your skin safe", "Valid for six months"],
    process: [
      "A quick chat about your skin",
      "A tiny amount of product applied",
      "You go home and watch for 24-48 hours",
    ],
    aftercare: ["Keep the area dry for 24 hours", "Call us if you notice redness,  itching or swelling"],
    faqs: [],
    beforeAfterImages: [],
    notes: [],
    packageDescriptions: {},
  },
};

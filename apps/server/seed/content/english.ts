/*
 * The demo school's English texts (docs/product.md#content-languages-and-urls), by the
 * Italian title or question they translate. Some items stay Italian only, as a school that
 * translates at its own pace would have them: English readers see those in Italian.
 */

export const TOPICS_EN: Record<string, { titleEn: string; descriptionEn: string }> = {
  'Pizza napoletana': {
    titleEn: 'Neapolitan pizza',
    descriptionEn:
      'The puffy-crust pizza and the TSG tradition: direct dough, hand stretching, baked in 60-90 seconds at 450 °C.',
  },
  'Pizza in teglia': {
    titleEn: 'Pan pizza',
    descriptionEn:
      'Roman pizza by the slice: high-hydration doughs, folds, baking in the pan and seasonal toppings.',
  },
  'Impasti e lievitazione': {
    titleEn: 'Doughs and rising',
    descriptionEn:
      'Flours, hydration, preferments and maturing: the technique behind every light, digestible dough.',
  },
  'Forno a legna': {
    titleEn: 'Wood-fired oven',
    descriptionEn:
      'Lighting, managing the embers, floor and dome temperatures: the wood-fired oven without secrets.',
  },
}

export const ARTICLES_EN: Record<
  string,
  { titleEn: string; introEn: string; descriptionEn: string; contentEn: string }
> = {
  'La Margherita: storia di una pizza regina': {
    titleEn: 'The Margherita: the story of a queen of pizzas',
    introEn: 'From 1889 to today, the story of the most famous pizza in the world.',
    descriptionEn: 'Origins, legends and rules of the Margherita pizza.',
    contentEn: `<h2>A pizza for the queen</h2>
<p>According to tradition, in June 1889 the pizza maker Raffaele Esposito made three different pizzas for Queen Margherita of Savoy, who was visiting Naples. Her favourite was the one with tomato, mozzarella and basil: the colours of the Italian flag. It has carried her name ever since.</p>
<h2>Between history and legend</h2>
<p>Historians debate whether the famous letter of thanks is authentic, and recall that pizzas with tomato and cheese existed before. But the story made the Margherita a symbol: simple, popular and regal at once.</p>
<h2>The ingredients, today</h2>
<ul>
<li><strong>Tomato</strong>: peeled or San Marzano tomatoes crushed by hand, with a pinch of salt</li>
<li><strong>Mozzarella</strong>: fiordilatte or buffalo mozzarella from Campania, cut into strips</li>
<li>Fresh <strong>basil</strong>, added before or after baking</li>
<li>A drizzle of <strong>extra virgin olive oil</strong></li>
</ul>
<p>The rules of the Neapolitan pizza TSG fix the recipe, but every pizza maker has their own Margherita: it is the test of every pizzeria.</p>`,
  },
  'Biga e poolish: guida ai prefermenti': {
    titleEn: 'Biga and poolish: a guide to preferments',
    introEn: 'Two preferments, two characters: how to choose the right one for your pizza.',
    descriptionEn: 'Differences, amounts and uses of biga and poolish.',
    contentEn: `<h2>What a preferment is</h2>
<p>A preferment is part of the dough made in advance with flour, water and a little yeast, and left to ferment for many hours. Added to the final dough, it brings aroma, strength and digestibility.</p>
<h2>Biga</h2>
<p>Biga is a stiff preferment, with about 44-50% water on the weight of the flour. It looks lumpy and dry, and matures for 16-24 hours at 16-18 °C.</p>
<h2>Poolish</h2>
<p>Poolish is liquid: equal parts of water and flour. It ferments faster and gives extensible doughs, easy to stretch, with a delicate hazelnut scent.</p>
<h2>Which to choose</h2>
<p>For structure and a bold flavour, try biga. For a soft dough that almost stretches itself, choose poolish. In our courses we make both and compare them blind.</p>`,
  },
}

export const FAQS_EN: Record<string, { questionEn: string; answerEn: string }> = {
  'Come mi iscrivo a un corso in presenza?': {
    questionEn: 'How do I sign up for an in-person course?',
    answerEn:
      'Choose the course on the Courses page, sign in or register with an invite code and pay by card. You will get a confirmation e-mail at once with the programme and the address of the venue.',
  },
  'Posso pagare solo un acconto?': {
    questionEn: 'Can I pay only a deposit?',
    answerEn:
      'Yes, for the courses that allow it you can pay the deposit shown on the course page and the rest on the first day of lessons, by card or bank transfer.',
  },
  'Posso chiedere un rimborso?': {
    questionEn: 'Can I ask for a refund?',
    answerEn:
      'Yes. You can ask for a refund within 30 days of buying, unless the service has already started: for an in-person course, the first lesson; for a video course, watching the first lesson. Write to us from the Contact page and we refund the same card.',
  },
  'Per quanto tempo posso vedere un videocorso?': {
    questionEn: 'How long can I watch a video course?',
    answerEn:
      'Forever. Once bought, the video course stays in your profile and you can watch the lessons again whenever you like, on a computer, tablet or phone.',
  },
  'Serve esperienza per partecipare?': {
    questionEn: 'Do I need experience to take part?',
    answerEn:
      'No. The professional pizza maker course starts from zero; the technical courses, such as the one on indirect doughs, are for those who can already knead. Each course page says who it is for.',
  },
}

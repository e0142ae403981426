import { describe, expect, it } from 'vitest';
import { englishIn } from '@/lib/build/latin-names';
import { isolateInText, isolateLatinRuns, latinRuns, LRI, needsIsolation, PDI } from '@/lib/build/latin-runs';

const runsOf = (text: string) => latinRuns(text).map(({ start, end }) => text.slice(start, end));
const page = (body: string) => `<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>Oracle Cloud</title></head><body>${body}</body></html>`;
const bodyOf = (html: string) => html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));

describe('latinRuns', () => {
  it('keeps a name whole with the spaces, hyphens, dots and ampersands inside it', () => {
    expect(runsOf('يصمّم الحلول على Oracle Fusion Cloud ERP في لبنان')).toEqual(['Oracle Fusion Cloud ERP']);
    expect(runsOf('قطاع Oil & Gas و U.A.E')).toEqual(['Oil & Gas', 'U.A.E']);
    expect(runsOf('راسلونا على info@cedrus.example أو https://example.com/ar')).toEqual(['info@cedrus.example', 'https://example.com/ar']);
  });

  it('leaves an Arabic prefix letter glued before a Latin word, and the punctuation after it, outside the run', () => {
    expect(runsOf('على Oracle Cloud ERP وE-Business Suite، وبOracle')).toEqual(['Oracle Cloud ERP', 'E-Business Suite', 'Oracle']);
    expect(runsOf('نحمل تصنيف Oracle Global Gold Partner.')).toEqual(['Oracle Global Gold Partner']);
    expect(runsOf('(OCI): نعم')).toEqual(['OCI']);
  });

  it('takes numbers with their sign and unit, and never Arabic-Indic digits', () => {
    expect(runsOf('أكثر من +150 مشروعًا و40% أسرع منذ عام 2011')).toEqual(['+150', '40%', '2011']);
    expect(runsOf('منذ عام ٢٠١١')).toEqual([]);
    // A thousands separator stays inside its number ("3,500" read as "500,3" otherwise); a list's comma does not join.
    expect(runsOf('3,500 موظف و1,900 أصل')).toEqual(['3,500', '1,900']);
    expect(runsOf('في 2020, 2021 و2022')).toEqual(['2020', '2021', '2022']);
    expect(runsOf('Lumière Assurances')).toEqual(['Lumière Assurances']);
  });

  it('counts offsets in UTF-16 units, past characters outside the basic plane', () => {
    const text = '😀 Oracle';
    expect(latinRuns(text)).toEqual([{ start: 3, end: 9 }]);
  });
});

/** A text as the pass writes it, with its isolates and no-break spaces made visible: ⁅ … ⁆ and ·. */
const shown = (text: string) => text.replaceAll(LRI, '⁅').replaceAll(PDI, '⁆').replaceAll('\u00A0', '·').replaceAll('\u2060', '⁀');

describe('isolateInText', () => {
  it('holds a run of words whole with no-break spaces, without adding an element', () => {
    expect(shown(isolateInText('تطبيق Oracle Cloud HCM في لبنان'))).toBe('تطبيق Oracle·Cloud·HCM في لبنان');
    expect(shown(isolateInText(' LinkedIn'))).toBe(' LinkedIn');
  });

  it('isolates between LRI and PDI a run with a sign or a symbol, which would otherwise be drawn on the wrong side', () => {
    expect(shown(isolateInText('أكثر من +150 مشروعًا و40% أسرع'))).toBe('أكثر من ⁅+150⁆ مشروعًا و⁅40%⁆ أسرع');
    expect(shown(isolateInText('راسلونا على info@cedrus.example'))).toBe('راسلونا على ⁅info@cedrus.example⁆');
    expect(needsIsolation('Oracle Fusion Cloud ERP')).toBe(false);
    expect(needsIsolation('3,500')).toBe(false);
    expect(needsIsolation('+961 1 000 000')).toBe(true);
  });

  it('leaves a glued prefix letter and punctuation outside the run', () => {
    expect(shown(isolateInText('وE-Business Suite، هنا'))).toBe('وE-⁀Business·Suite، هنا');
  });

  it('does not hold a run too long for a phone line: it wraps between its words', () => {
    expect(shown(isolateInText('لقب Oracle HCM Cloud Excellence Implementer.'))).toBe('لقب Oracle HCM Cloud Excellence Implementer.');
  });

  it('reads character references and crosses the comments React writes between two pieces of text', () => {
    expect(shown(isolateInText('قطاع Oil &amp; Gas'))).toBe('قطاع Oil·&amp;·Gas');
    expect(shown(isolateInText('© <!-- -->2024<!-- --> <!-- -->Cedrus Consulting<!-- -->. جميع'))).toBe(
      '© <!-- -->2024<!-- -->·<!-- -->Cedrus·Consulting<!-- -->. جميع',
    );
  });

  it('leaves a text without Latin, or one already isolated, as it is', () => {
    expect(isolateInText('من نحن')).toBe('من نحن');
    const once = isolateInText('منذ +150 مشروعًا على Oracle Cloud');
    expect(isolateInText(once)).toBe(once);
  });
});

describe('isolateLatinRuns', () => {
  it('changes only the text of the body, never attributes, the head, scripts or styles', () => {
    const html = page('<p title="Oracle Cloud" class="x">حلول Oracle Cloud</p><script type="module">var a = "Oracle Cloud <b>";</script><style>.a{}</style>');
    const body = bodyOf(isolateLatinRuns(html));
    expect(shown(body)).toBe(
      '<p title="Oracle Cloud" class="x">حلول Oracle·Cloud</p><script type="module">var a = "Oracle Cloud <b>";</script><style>.a{}</style>',
    );
    expect(isolateLatinRuns(html)).toContain('<title>Oracle Cloud</title>');
  });

  it('leaves the subtree of a React island exactly as its component rendered it, and what follows it is isolated again', () => {
    const island =
      '<div data-island="gallery" data-hydrate="near"><script type="application/json" data-island-props="">{"a":"Oracle"}</script><div data-island-root=""><div><p>عن Oracle ERP</p></div></div></div>';
    const body = bodyOf(isolateLatinRuns(page(`${island}<p>عن Oracle ERP</p>`)));
    expect(shown(body)).toBe(`${island}<p>عن Oracle·ERP</p>`);
  });

  it('skips drawings, option lists, text areas and code, and follows void and self-closed elements', () => {
    const body =
      '<svg><title>Oracle</title><text>HCM</text></svg><select><option>Lebanon</option></select><textarea>ERP</textarea><code>npm run</code><img alt="x"/><br/>';
    expect(bodyOf(isolateLatinRuns(page(body)))).toBe(body);
  });

  it('changes nothing the second time, and adds no element', () => {
    const once = isolateLatinRuns(page('<h1>حلول Oracle Cloud وE-Business Suite</h1>'));
    expect(isolateLatinRuns(once)).toBe(once);
    expect(bodyOf(once).match(/</g)).toHaveLength(2);
  });
});

describe('englishIn', () => {
  it('finds English left in an Arabic text', () => {
    expect(englishIn('Go to Slide 1')).toEqual(['Go to Slide 1']);
    expect(englishIn('معرض: This is the last slide')).toEqual(['This is the last slide']);
  });

  it('allows the brand, Oracle names, clients, networks, addresses and numbers', () => {
    for (const text of [
      'Cedrus Consulting – الصفحة الرئيسية',
      'شارة شهادة Oracle Cloud HCM Implementation Specialist',
      'Antonine University، التعليم',
      'شارك عبر WhatsApp',
      'name@company.com',
      'الصورة 2: هيكل تنظيمي في HCM',
      'AI Agent Studio',
    ])
      expect(englishIn(text), text).toEqual([]);
  });
});

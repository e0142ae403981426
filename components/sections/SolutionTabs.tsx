import type { SolutionTab } from '@/lib/content/types';
import { Section } from '@/components/ui/Section';
import { Tabs } from '@/components/ui/Tabs';
import { BulletList } from '@/components/ui/BulletList';

export interface SolutionTabsProps {
  /** Names the tab list, e.g. "Oracle Cloud Solutions by area". */
  readonly label: string;
  readonly tabs: readonly SolutionTab[];
}

function TabPanel({ tab }: { readonly tab: SolutionTab }) {
  return (
    <article className="grid gap-10 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <h3 className="text-xl font-bold md:text-2xl">{tab.title}</h3>
        <p className="mt-4 leading-7 text-ink-muted">{tab.mainText}</p>
        <p className="mt-6 rounded-2xl border-s-4 border-brand-accent bg-white p-5 leading-7 font-semibold text-brand-dark shadow-sm">{tab.highlight}</p>
        <p className="mt-6 leading-7 text-ink-muted">{tab.endText}</p>
      </div>
      <div className="space-y-6 lg:col-span-2">
        {tab.lists.map((list) => (
          <div key={list.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand/10">
            <h4 className="text-base font-bold">{list.title}</h4>
            <BulletList items={list.items} tone="teal" className="mt-3" />
          </div>
        ))}
      </div>
    </article>
  );
}

/** The solution's areas as tabs (the `hcm` tab first); every panel is readable without JavaScript. */
export function SolutionTabs({ label, tabs }: SolutionTabsProps) {
  return (
    <Section id="areas" tone="surface">
      <Tabs label={label} idPrefix="area" initialId="hcm" items={tabs.map((tab) => ({ id: tab.id, label: tab.label, panel: <TabPanel tab={tab} /> }))} />
    </Section>
  );
}

import { Section } from '@/components/ui/Section';

export interface Stat {
  readonly value: string;
  readonly label: string;
}

export interface StatsSectionProps {
  readonly stats: readonly Stat[];
  readonly id?: string;
}

/** The key figures as large values over their labels (light text: for a dark background). */
export function StatsList({ stats }: { readonly stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-center sm:gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white/5 px-3 py-4 ring-1 ring-white/10 sm:px-4 sm:py-6">
          <dt dir="auto" className="mt-1 text-sm font-medium text-white/85 sm:mt-2 md:text-base">
            {stat.label}
          </dt>
          <dd dir="auto" className="text-3xl font-extrabold text-brand-gold sm:text-4xl md:text-5xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The key figures on the brand colour. */
export function StatsSection({ stats, id }: StatsSectionProps) {
  return (
    <Section id={id} tone="brand" className="!py-12">
      <StatsList stats={stats} />
    </Section>
  );
}

// import-x/no-cycle with a message that says what to do instead (the rule itself has no option
// for its message).
import type { Rule } from 'eslint';
import { rules } from 'eslint-plugin-import-x';

const ADVICE = 'Break the cycle: move what both modules need into a third module they both import, or pass it in as a parameter.';

const noCycle = rules['no-cycle'] as unknown as Rule.RuleModule;

type CycleReport = Rule.ReportDescriptor & { messageId?: string; data?: Record<string, string> };

const withAdvice = ({ messageId, data, ...report }: CycleReport): Rule.ReportDescriptor => {
  const template = (messageId && noCycle.meta?.messages?.[messageId]) || 'Dependency cycle detected';
  const found = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => data?.[key] ?? '');
  return { ...report, message: `${found}. ${ADVICE}` } as Rule.ReportDescriptor;
};

export const noCycleWithAdvice: Rule.RuleModule = {
  meta: { ...noCycle.meta, messages: {} },
  create(context) {
    const advising = Object.create(context, {
      report: { value: (descriptor: CycleReport) => context.report(withAdvice(descriptor)) },
    }) as Rule.RuleContext;
    return noCycle.create(advising);
  },
};

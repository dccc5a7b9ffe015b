import axe from 'axe-core';

/** The page's axe violations, one line each (jsdom: every rule but colour contrast, which needs layout, and region). */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A count with its noun in the right number: "1 star", "2 stars", "1 person", "3 people". Counts come from
 * content, so any of them may be 1 (issue 5: the data once produced "1 comments" and "1 stars").
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

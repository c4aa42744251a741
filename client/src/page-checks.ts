/** One page as the server entry rendered it. */
export interface RenderedPage {
  status: number
  html: string
}

/**
 * What makes a rendered page unfit to send (the build and the tests check every public page). React writes `<!--$!-->` where it gave up
 * rendering on the server (an error while rendering, such as `window` used during render) and
 * left the part to the browser: the page would reach visitors and crawlers empty there.
 */
export function problemsWithPage(
  path: string,
  page: RenderedPage,
  expectedStatus: number,
): string[] {
  const problems: string[] = []
  const say = (problem: string) => problems.push(`${path}: ${problem}`)
  if (page.status !== expectedStatus) say(`answered ${page.status}, expected ${expectedStatus}`)
  if (page.html.includes('<!--$!-->')) {
    say(
      'part of the page fell back to client rendering (an error while rendering on the server, ' +
        'e.g. window, document or localStorage used during render)',
    )
  }
  if (!/<h1[\s>]/.test(page.html)) say('has no <h1>')
  if (!/<title>[^<]+<\/title>/.test(page.html)) say('has no <title>')
  if (!/<meta name="description" content="[^"]+"/.test(page.html)) say('has no meta description')
  if (!/<html lang="[^"]+"/.test(page.html)) say('has no lang attribute')
  return problems
}

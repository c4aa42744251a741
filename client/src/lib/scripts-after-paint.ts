// The scripts of a page the server rendered start loading once its first frame is painted (decision 035).
// On a 1.6 Mbit/s phone, 115 KB of scripts fetched beside the stylesheet delay the first paint
// by more than half a second; the visitor reads the page while they load instead.
//
// The page's body carries, in order: a data block with the modules the entry needs (JSON, not
// run), the loader below (one inline script, the same on every page, so one CSP hash), and a data
// block per matched route with the modules that route's code needs. Once the first contentful
// paint is reported (or at once in a hidden tab, which paints nothing) the loader adds a
// modulepreload link for each module, so they are all fetched together, and then the entry script;
// on a page whose largest paint is an image, once that image is drawn too.

/** The attribute on a data block listing module URLs as a JSON array. */
export const modulesAttribute = 'data-modules'
/** The attribute on the loader naming the entry script. */
export const entryAttribute = 'data-entry'

export const scriptsAfterPaintLoader = `(entry => {
  let started = false
  const load = () => {
    if (started) return
    started = true
    const modules = new Set()
    for (const list of document.querySelectorAll('script[${modulesAttribute}]'))
      for (const href of JSON.parse(list.textContent)) modules.add(href)
    // Starting a fetch costs the main thread 2 to 5 ms here, several times that on a slow phone:
    // one per task, so a tap is never kept waiting long (decision 037).
    const pending = [...modules]
    const next = () => {
      const href = pending.shift()
      if (href) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = href
        document.head.append(link)
      }
      if (pending.length > 0) return setTimeout(next)
      const script = document.createElement('script')
      script.type = 'module'
      script.src = entry
      document.head.append(script)
    }
    next()
  }
  // Every data block is in the document once it is parsed.
  const whenParsed = then =>
    document.readyState === 'loading'
      ? document.addEventListener('DOMContentLoaded', then)
      : then()
  const loadWhenParsed = () => whenParsed(load)
  // A page whose largest paint is an image (a grid's first card, the one image fetched at high
  // priority: decision 037) also waits until that image is drawn: fetched beside it, the scripts
  // took its bandwidth, and its paint came later (decision 044).
  const loadAfterFirstImage = () => {
    const image = document.querySelector('img[fetchpriority="high"]')
    if (!image) return load()
    const drawn = () => requestAnimationFrame(() => setTimeout(load))
    if (image.complete) return drawn()
    image.addEventListener('load', drawn, { once: true })
    image.addEventListener('error', load, { once: true })
  }
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  if (document.visibilityState === 'hidden' || !paintTiming) {
    loadWhenParsed()
  } else {
    // Reported once the first text or image is on the screen. A tab hidden before that paints
    // nothing, and 3 s is as long as a page may wait without its scripts.
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      whenParsed(loadAfterFirstImage)
    }).observe({ type: 'paint', buffered: true })
    document.addEventListener('visibilitychange', loadWhenParsed, { once: true })
    setTimeout(loadWhenParsed, 3000)
  }
})(document.currentScript.getAttribute('${entryAttribute}'))`

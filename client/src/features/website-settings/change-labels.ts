/**
 * A changed setting's path (`contact.phone`, `services.2.name`) as staff read it in the history:
 * "Contact › Phone", "Service 3 › Name". A path this does not know shows as it is.
 */

/** A part's name, and for a list its one entry's name ("Services", "Service 3"). */
const names: Record<string, string | [list: string, entry: string]> = {
  name: 'Name',
  legalName: 'Legal name',
  shortName: 'Short name',
  logo: 'Logo',
  colours: 'Colours',
  slogan: 'Slogan',
  description: 'Description',
  foundedYear: 'Year founded',
  registrationNumber: 'Registration number',
  contact: 'Contact',
  personName: 'Contact person',
  phone: 'Phone',
  whatsapp: 'WhatsApp number',
  email: 'E-mail',
  afterHoursPhone: 'After-hours line',
  social: ['Social links', 'Social link'],
  label: 'Label',
  url: 'Web address',
  region: 'Region',
  detail: 'Detail',
  area: 'Area',
  areasServed: ['Towns and suburbs served', 'Town or suburb'],
  businessHours: ['Business hours', 'Hours'],
  days: 'Days',
  opens: 'Opens',
  closes: 'Closes',
  certifications: ['Certifications', 'Certification'],
  services: ['Services', 'Service'],
  key: 'Key',
  icon: 'Icon',
  items: ['Items', 'Item'],
  hero: 'Hero',
  headline: 'Headline',
  subheadline: 'Sub-headline',
  reasons: ['“Why choose” reasons', 'Reason'],
  introductions: 'Page introductions',
  title: 'Title',
  text: 'Text',
  about: 'About',
  overview: ['Overview', 'Overview paragraph'],
  mission: 'Mission',
  vision: 'Vision',
  coreValues: ['Core values', 'Core value'],
  replyPromise: 'Reply promise',
  privacy: 'Privacy notice',
  heading: 'Heading',
  paragraphs: ['Paragraphs', 'Paragraph'],
  footer: 'Footer',
  serviceList: ['Service list', 'Service list entry'],
  copyright: 'Copyright line',
  reviews: 'Reviews',
  googlePlaceId: 'Google Place ID',
}

/** Whole paths whose last part names something else elsewhere (`services`, `contact`). */
const pathNames: Record<string, string> = {
  'introductions.services': 'Services page introduction',
  'introductions.gallery': 'Gallery page introduction',
  'introductions.contact': 'Contact page introduction',
  'reviews.onHome': 'Reviews › Shown on the home page',
  'reviews.onAbout': 'Reviews › Shown on the About page',
  'reviews.onProjects': 'Reviews › Shown on project pages',
}

export function changeLabel(path: string): string {
  const whole = pathNames[path]
  if (whole) return whole
  const parts = path.split('.')
  const words: string[] = []
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] ?? ''
    // The company's own name is the only setting called "name" at the top.
    const name = index === 0 && part === 'name' ? 'Trading name' : names[part]
    if (name === undefined) return path
    const position = Number(parts[index + 1])
    if (Array.isArray(name) && Number.isInteger(position)) {
      words.push(`${name[1]} ${position + 1}`)
      index++
    } else words.push(Array.isArray(name) ? name[0] : name)
  }
  return words.join(' › ')
}

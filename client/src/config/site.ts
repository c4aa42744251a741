/**
 * Every company fact shown on the site lives here, so another contractor can rebrand by editing
 * this one file. The values are deliberately fictional samples.
 */
export interface SiteConfig {
  /** Trading name, shown in the header, titles and copy. */
  name: string
  /** Registered legal name. */
  legalName: string
  /** Compact name for tight spaces (the header on phones). */
  shortName: string
  slogan: string
  /** One or two sentences about the company: footer blurb and default meta description. */
  description: string
  foundedYear: number
  /** The year printed in the footer's copyright line. */
  copyrightYear: number
  registrationNumber: string
  contact: {
    personName: string
    phone: { display: string; tel: string }
    /**
     * The WhatsApp number: `number` in international form (`+` and the country code, e.g.
     * +27825550100); the build refuses anything else. `display` is how the site shows it.
     */
    whatsapp: { display: string; number: string }
    email: string
  }
  social: { url: string; label: string }
  /** `area` is what search engines get as the area served. */
  region: { label: string; detail: string; area: string }
  certifications: {
    /** The headline certification, shown in the footer and the "Why Choose" band. */
    primary: string
    all: readonly string[]
    /** Each certification in `all`, with what it means for a customer (the About page's cards). */
    explained: readonly Certification[]
  }
  /** The privacy notice under the quote form (POPIA: what, why, how long, who, your rights). */
  privacy: PrivacyNotice
}

export interface PrivacyNotice {
  heading: string
  /** Short paragraphs, shown in this order. */
  paragraphs: readonly string[]
}

export interface Certification {
  name: string
  description: string
}

const certifications: readonly Certification[] = [
  {
    name: 'COC Certified',
    description:
      'Our electrical work is tested and signed off with a Certificate of Compliance, the document South African law requires, insurers ask for and every property sale needs.',
  },
  {
    name: 'Certified Electrical Fencing Installer',
    description:
      'Electric fences and energisers installed to the national standard and handed over with the electric fence system certificate that goes with them.',
  },
]

const contact: SiteConfig['contact'] = {
  personName: 'Alex Example',
  phone: { display: '012 345 6789', tel: '+27123456789' },
  whatsapp: { display: '082 555 0100', number: '+27825550100' },
  email: 'info@example.com',
}

const legalName = 'Example Electrical & Construction (Pty) Ltd'

export const site: SiteConfig = {
  name: 'Example Electrical & Construction',
  legalName,
  shortName: 'Example E&C',
  slogan: 'Leave the rest, trust the best',
  description:
    'Electrical, solar, building, plumbing and general maintenance work for homes and businesses, done safely and certified.',
  foundedYear: 2020,
  copyrightYear: 2024,
  registrationNumber: '2020/000000/07',
  contact,
  social: { url: 'https://www.facebook.com/example', label: 'Facebook' },
  region: {
    label: 'Serving the region',
    detail: 'Contact us to confirm we cover your area.',
    area: 'Example Region, South Africa',
  },
  certifications: {
    primary: 'COC Certified',
    all: certifications.map((certification) => certification.name),
    explained: certifications,
  },
  privacy: {
    heading: 'How we use your details',
    paragraphs: [
      `${legalName} collects the name, e-mail address, phone number, service and message you send with this form, and any photos or video you add, and uses them only to answer your quote request.`,
      'Photos and videos are kept privately, seen only by our staff, and stripped of the location your phone records in them. We keep your request and its files for 12 months and then delete them. We share them with no one, except the e-mail provider that tells us a request came in (your files are not sent by e-mail).',
      'Offers by e-mail only if you tick the box for them: we keep that yes with its date and wording, and stop whenever you ask.',
      `To see, correct or delete the details we hold about you, e-mail ${contact.email}. You also have the right to complain to the Information Regulator of South Africa (inforegulator.org.za).`,
    ],
  },
}

export const telHref = `tel:${site.contact.phone.tel}`
export const mailtoHref = `mailto:${site.contact.email}`

import type { SiteSettings } from './site-settings.js'

/**
 * What a fresh install shows until staff publish their own settings: the specification's texts,
 * for a fictional company. Staff change every one of them in the portal ("Website settings").
 */

const legalName = 'Example Electrical & Construction (Pty) Ltd'
const email = 'info@example.com'

export const defaultSiteSettings: SiteSettings = {
  name: 'Example Electrical & Construction',
  legalName,
  shortName: 'Example E&C',
  slogan: 'Leave the rest, trust the best',
  description:
    'Electrical, solar, building, plumbing and general maintenance work for homes and businesses, done safely and certified.',
  foundedYear: 2020,
  registrationNumber: '2020/000000/07',
  contact: {
    personName: 'Alex Example',
    phone: '+27123456789',
    whatsapp: '+27825550100',
    email,
  },
  social: [{ label: 'Facebook', url: 'https://www.facebook.com/example' }],
  region: {
    label: 'Serving the region',
    detail: 'Contact us to confirm we cover your area.',
    area: 'Example Region, South Africa',
  },
  areasServed: [],
  businessHours: [],
  certifications: [
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
  ],
  services: [
    {
      key: 'electrical',
      name: 'Electrical Installations & Maintenance',
      icon: 'zap',
      items: [
        'Wiring installations',
        'Panel upgrades',
        'Safety inspections',
        'Electrical maintenance',
      ],
    },
    {
      key: 'solar',
      name: 'Solar Panel Installations',
      icon: 'sun',
      items: ['Solar panel setup', 'Grid-tie systems', 'Off-grid solutions', 'Energy consultation'],
    },
    {
      key: 'building',
      name: 'Building & Construction',
      icon: 'hard-hat',
      items: ['New construction', 'Renovations', 'Structural work', 'Project management'],
    },
    {
      key: 'specialized',
      name: 'Specialized Services',
      icon: 'hammer',
      items: ['Corrugated roofing', 'Borehole setups', 'Lapa construction', 'Paving work'],
    },
    {
      key: 'plumbing',
      name: 'Plumbing Services',
      icon: 'droplets',
      items: ['Pipe installations', 'Leak repairs', 'Drain cleaning', 'Fixture replacement'],
    },
    {
      key: 'maintenance',
      name: 'General Maintenance & Repairs',
      icon: 'wrench',
      items: [
        'Preventive maintenance',
        'Emergency repairs',
        'Property upkeep',
        'Multi-service solutions',
      ],
    },
  ],
  hero: {
    headline: 'Professional Electrical Services & General Maintenance',
    subheadline: 'Leave the rest, trust the best',
  },
  introductions: {
    services:
      'From a new distribution board to a whole new building: qualified, certified work, finished properly.',
    gallery:
      'Photos and videos of our finished work, from new distribution boards and solar installations to complete renovations.',
    contact:
      "Tell us what needs doing, from a new plug point to a solar system or a whole renovation, and we'll send you a clear quote at no cost.",
  },
  reasons: [
    {
      icon: 'calendar-check',
      title: 'Founded in 2020',
      text: 'Years of hands-on work for homes and businesses across the region.',
    },
    {
      icon: 'shield-check',
      title: 'COC Certified',
      text: 'Electrical work done to code, with a certificate of compliance to prove it.',
    },
    {
      icon: 'layers',
      title: 'Multi-Service Provider',
      text: 'Electrical, solar, building, plumbing and maintenance from one team.',
    },
    {
      icon: 'badge-check',
      title: 'Registered Company',
      text: 'Registration number 2020/000000/07.',
    },
  ],
  about: {
    overview: [
      'Example Electrical & Construction started in 2020 with a simple idea: a homeowner or a business should be able to call one team they trust for the electrical work, the building work and everything in between. Today we wire new homes and upgrade old distribution boards, install solar systems that keep the lights on through load-shedding, build and renovate, fix leaking pipes and keep properties in good repair.',
      'COC Certified. Every electrical installation we complete is tested and signed off with a certificate of compliance, so it is safe for your family or your staff, and ready for your insurer or the sale of your property.',
      'Every job starts with a clear, written quote, so you know the price before we pick up a tool. On site we work safely, keep the area tidy and clean up before we leave.',
    ],
    mission:
      'To deliver safe, compliant and lasting electrical, solar, building, plumbing and maintenance work at a fair price that is clearly quoted up front, and to treat every home and business we work on as if it were our own.',
    vision:
      'To be the contractor people in our region recommend first: the one team they call for power, solar, building and repairs, known for certified work, honest quotes and sites left cleaner than we found them.',
    coreValues: [
      {
        title: 'Integrity',
        icon: 'scale',
        text: 'Honest advice and a clear, itemised quote before we start. If something does not need replacing, we tell you.',
      },
      {
        title: 'Reliability',
        icon: 'clock',
        text: 'We arrive when we said we would, keep you posted while we work and finish what we start.',
      },
      {
        title: 'Excellence',
        icon: 'award',
        text: 'Wiring to SANS 10142\u20111, proper materials and workmanship we are happy to sign our name to.',
      },
      {
        title: 'Innovation',
        icon: 'lightbulb',
        text: 'Solar, inverters and battery backup sized for your home or business, so load-shedding stops running your day.',
      },
      {
        title: 'Customer Focus',
        icon: 'heart-handshake',
        text: 'We listen first, work around your household or business hours and leave the site tidy every evening.',
      },
    ],
  },
  replyPromise: 'within 24 hours',
  privacy: {
    heading: 'How we use your details',
    paragraphs: [
      `${legalName} collects the name, e-mail address, phone number, service and message you send with this form, and any photos or video you add, and uses them only to answer your quote request.`,
      'Photos and videos are kept privately, seen only by our staff, and stripped of the location your phone records in them. We keep your request and its files for 12 months and then delete them. We share them with no one, except the e-mail provider that tells us a request came in (your files are not sent by e-mail).',
      'Offers by e-mail only if you tick the box for them: we keep that yes with its date and wording, and stop whenever you ask.',
      `To see, correct or delete the details we hold about you, e-mail ${email}. You also have the right to complain to the Information Regulator of South Africa (inforegulator.org.za).`,
    ],
  },
  reviews: { googlePlaceId: '', onHome: true, onAbout: true, onProjects: true },
  footer: {
    serviceList: [
      'Electrical Installations',
      'Solar Panel Installations',
      'Building & Construction',
      'Plumbing Services',
      'Paving & Landscaping',
      'Home Renovations',
      'General Maintenance',
    ],
    copyright: '© 2024 Example Electrical & Construction. All rights reserved.',
  },
}

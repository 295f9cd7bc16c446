import {
  EMPLOYMENT_TYPES,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_LOCATIONS,
  WORKPLACES,
} from 'shared-api/contract';

export const DEMO_RECRUITER = { email: 'recruiter@demo.jobboard', password: 'recruiter-demo-1' };
export const DEMO_SEEKER = {
  email: 'seeker@demo.jobboard',
  password: 'seeker-demo-1',
  firstName: 'Demo',
  lastName: 'Seeker',
};

export const demoCompanies = [
  { name: 'Acme Software', color: '#2563eb' },
  { name: 'Northwind Data', color: '#16a34a' },
  { name: 'Blue Pixel Design', color: '#db2777' },
  { name: 'Fibre Networks', color: '#ea580c' },
  { name: 'Summit Consulting', color: '#7c3aed' },
  { name: 'Shield Security', color: '#0f766e' },
];

const titles = {
  Programming: ['Frontend Developer', 'Backend Engineer', 'Full Stack Developer'],
  'Data Science': ['Data Analyst', 'Machine Learning Engineer', 'Data Engineer'],
  Design: ['UI Designer', 'Product Designer', 'UX Researcher'],
  Networking: ['Network Engineer', 'Cloud Network Architect', 'Network Administrator'],
  Management: ['Project Manager', 'Engineering Manager', 'Product Owner'],
  Marketing: ['Digital Marketing Specialist', 'Content Strategist', 'SEO Analyst'],
  Cybersecurity: ['Security Analyst', 'Penetration Tester', 'Security Engineer'],
} as const satisfies Record<(typeof JOB_CATEGORIES)[number], readonly string[]>;
type DemoTitle = (typeof titles)[keyof typeof titles][number];

/**
 * What each title asks for, named in its description only: so that a visitor trying the demo's
 * keyword search finds a Frontend Developer by "react" and a Data Engineer by "apache spark".
 */
const skills: Record<DemoTitle, readonly [string, string, string]> = {
  'Frontend Developer': ['React', 'TypeScript', 'accessible CSS layouts'],
  'Backend Engineer': ['Node.js', 'PostgreSQL', 'REST API design'],
  'Full Stack Developer': ['JavaScript', 'React', 'SQL databases'],
  'Data Analyst': ['SQL', 'Excel', 'Tableau dashboards'],
  'Machine Learning Engineer': ['Python', 'PyTorch', 'model deployment'],
  'Data Engineer': ['Python', 'SQL', 'Apache Spark pipelines'],
  'UI Designer': ['Figma', 'design systems', 'prototyping'],
  'Product Designer': ['Figma', 'user research', 'interaction design'],
  'UX Researcher': ['usability testing', 'interviews', 'survey design'],
  'Network Engineer': ['Cisco routing', 'firewalls', 'VPN setup'],
  'Cloud Network Architect': ['AWS', 'Kubernetes networking', 'Terraform'],
  'Network Administrator': ['Linux', 'DNS and DHCP', 'network monitoring'],
  'Project Manager': ['Agile delivery', 'Jira', 'stakeholder reporting'],
  'Engineering Manager': ['hiring and mentoring', 'Agile delivery', 'technical planning'],
  'Product Owner': ['Scrum', 'backlog management', 'user stories'],
  'Digital Marketing Specialist': ['Google Ads', 'email campaigns', 'analytics'],
  'Content Strategist': ['copywriting', 'SEO', 'editorial calendars'],
  'SEO Analyst': ['Google Search Console', 'keyword research', 'analytics'],
  'Security Analyst': ['SIEM tools', 'incident response', 'threat analysis'],
  'Penetration Tester': ['Burp Suite', 'Kali Linux', 'web application testing'],
  'Security Engineer': ['cloud security', 'Python', 'identity and access management'],
};

export function logoSvg(name: string, color: string): string {
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="${color}"/><text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

export const cycle = <T>(list: readonly T[], index: number): T => {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('cycle() needs a non-empty list');
  return value;
};

/** 42 jobs: every category, location and level appears, in many combinations. */
export function demoJobs(count = 42) {
  return Array.from({ length: count }, (_, i) => {
    const category = cycle(JOB_CATEGORIES, i);
    // 5 and 7 share no factor, so every location meets every category.
    const location = cycle(JOB_LOCATIONS, i * 5);
    const level = cycle(JOB_LEVELS, i);
    const title = cycle(titles[category], i);
    const [first, second, third] = skills[title];
    return {
      companyIndex: i % demoCompanies.length,
      title,
      category,
      location,
      level,
      salary: 30_000 + ((i * 7919) % 90) * 1_000,
      // Two jobs in three publish a range; every term occurs.
      salaryRange: i % 3 === 2 ? null : 10_000 + (i % 4) * 5_000,
      employmentType: cycle(EMPLOYMENT_TYPES, i * 3),
      workplace: cycle(WORKPLACES, i),
      hoursAgo: i * 9 + 1,
      closesInDays: 3 + ((i * 11) % 50),
      description: `<p>We are looking for a <strong>${title}</strong> to join our team in ${location}, working with ${first} and ${second}.</p><h2>Key responsibilities</h2><ul><li>Deliver high-quality work in ${category.toLowerCase()}</li><li>Collaborate with a friendly, cross-functional team</li><li>Share what you learn</li></ul><h2>Skills required</h2><ol><li>Hands-on experience with ${first}, ${second} and ${third}</li><li>Experience that fits a ${level.toLowerCase()} role</li><li>Clear written and spoken communication</li></ol>`,
    };
  });
}

/** A small valid one-page PDF, the demo seeker's resume. */
export function demoResumePdf(): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    '4 0 obj << /Length 44 >> stream',
    'BT /F1 24 Tf 72 700 Td (Demo Seeker) Tj ET',
    'endstream endobj',
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ];
  return Buffer.from(body.join('\n'));
}

import type { Applicant } from 'shared-api/contract';

const linkClass = 'break-all text-brand-700 underline hover:text-brand-800';

/** How to reach the applicant, and the profile they keep. */
export function ApplicantProfile({ person }: { person: Applicant['userId'] }) {
  const profile = person.profile;
  // The phone kept with the account, or failing that the profile's.
  const phone = person.phone || profile?.phone || '';
  const years = profile?.yearsOfExperience ?? null;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      <dt className="font-medium text-gray-600">Email</dt>
      <dd>
        {person.email ? (
          <a href={`mailto:${person.email}`} className={linkClass}>
            {person.email}
          </a>
        ) : (
          'Not given'
        )}
      </dd>
      <dt className="font-medium text-gray-600">Phone</dt>
      <dd>
        {phone ? (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {phone}
          </a>
        ) : (
          'Not given'
        )}
      </dd>
      <dt className="font-medium text-gray-600">Headline</dt>
      <dd className="break-words">{profile?.headline || 'Not given'}</dd>
      <dt className="font-medium text-gray-600">City</dt>
      <dd className="break-words">{profile?.city || 'Not given'}</dd>
      <dt className="font-medium text-gray-600">Experience</dt>
      <dd>{years === null ? 'Not given' : `${years} ${years === 1 ? 'year' : 'years'}`}</dd>
      <dt className="font-medium text-gray-600">Links</dt>
      <dd>
        {profile && profile.links.length > 0 ? (
          <ul>
            {profile.links.map((link) => (
              <li key={link}>
                <a href={link} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          'None'
        )}
      </dd>
      <dt className="font-medium text-gray-600">Skills</dt>
      <dd>
        {profile && profile.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Skills">
            {profile.skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700"
              >
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          'None'
        )}
      </dd>
    </dl>
  );
}

import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { toast } from 'react-toastify';
import { PROFILE_LINKS_MAX, YEARS_OF_EXPERIENCE_MAX, type ProfileBody } from 'shared-api/contract';
import { Button } from 'shared-ui/button';
import { useSaveProfile, type SeekerProfile } from '../../shared/api/profile';
import { LabelledField } from './labelled-field';
import { checkProfile, fieldErrorOf, type FieldErrors } from './profile-errors';
import { SkillsField } from './skills-field';

const slots = (links: string[]) =>
  Array.from({ length: PROFILE_LINKS_MAX }, (_, index) => links[index] ?? '');

/** Empty is none; digits a number; anything else goes as typed, for the check to name. */
const yearsOf = (typed: string) => {
  const years = typed.trim();
  if (years === '') return null;
  return /^\d+$/.test(years) ? Number(years) : years;
};

/** Errors of the n-th link sent, moved to the box it was typed in (empty boxes are not sent). */
const inBoxes = (errors: FieldErrors, boxes: number[]): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const sent = /^links\.(\d+)$/.exec(path)?.[1];
      return [sent === undefined ? path : `links.${boxes[Number(sent)] ?? sent}`, message];
    }),
  );

/** What recruiters read with an application; every field optional, an empty one cleared. */
export function ProfileForm({ profile }: { profile: SeekerProfile }) {
  const save = useSaveProfile();
  const [headline, setHeadline] = useState(profile.headline);
  const [phone, setPhone] = useState(profile.phone);
  const [city, setCity] = useState(profile.city);
  const [links, setLinks] = useState(slots(profile.links));
  const [years, setYears] = useState(profile.yearsOfExperience?.toString() ?? '');
  const [skills, setSkills] = useState(profile.skills);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Each refusal sets new errors: the person is taken to the first field to put right, where
  // the Save button would leave a keyboard or screen reader user at the bottom of the form.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const boxes = links.flatMap((link, index) => (link.trim() ? [index] : []));
    const body: ProfileBody = {
      headline,
      phone,
      city,
      links: boxes.map((index) => links[index]?.trim() ?? ''),
      yearsOfExperience: yearsOf(years),
      skills,
    };
    const found = inBoxes(checkProfile(body), boxes);
    setErrors(found);
    setProblem(Object.keys(found).length > 0 ? 'Correct the fields marked below.' : null);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: (saved) => toast.success(saved.message ?? 'Profile saved'),
      onError: (error) => {
        const named = fieldErrorOf(error);
        setErrors(named ? inBoxes(named, boxes) : {});
        setProblem(named ? 'Correct the fields marked below.' : error.message);
      },
    });
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-labelledby="profile-details"
      className="space-y-5"
    >
      <h2 id="profile-details" className="text-xl font-semibold">
        About you
      </h2>
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <LabelledField
        label="Headline"
        hint="A line about you, such as your role"
        value={headline}
        onChange={(event) => setHeadline(event.target.value)}
        error={errors.headline}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <LabelledField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
        />
        <LabelledField
          label="City"
          autoComplete="address-level2"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          error={errors.city}
        />
      </div>
      <LabelledField
        label="Years of experience"
        inputMode="numeric"
        hint={`A whole number, 0 to ${YEARS_OF_EXPERIENCE_MAX}`}
        value={years}
        onChange={(event) => setYears(event.target.value)}
        error={errors.yearsOfExperience}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-gray-700">
          Links (up to {PROFILE_LINKS_MAX}, starting with http:// or https://)
        </legend>
        {errors.links ? <p className="text-sm text-red-700">{errors.links}</p> : null}
        {links.map((link, index) => (
          <LabelledField
            key={index}
            label={`Link ${index + 1}`}
            type="url"
            value={link}
            onChange={(event) =>
              setLinks((all) => all.map((one, at) => (at === index ? event.target.value : one)))
            }
            error={errors[`links.${index}`]}
          />
        ))}
      </fieldset>
      <SkillsField skills={skills} onChange={setSkills} error={errors.skills} />
      <Button type="submit" aria-disabled={save.isPending || undefined}>
        {save.isPending ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}

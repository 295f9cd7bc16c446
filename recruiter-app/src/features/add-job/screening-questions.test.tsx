import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, fakeServer, renderRecruiterApp, routes } from '../../test/render-screen';

describe('Add Job screening questions', () => {
  it('asks screening questions with the job, and shows the server’s refusal', async () => {
    let answer = {
      status: 400,
      data: {
        success: false,
        message: 'Question 2: the expected answer must be one of the options offered',
      } as object,
    };
    const calls = fakeServer(
      routes({
        'GET /api/company/company': () => ({ data: { success: true, company } }),
        'POST /api/company/post-job': () => answer,
      }),
    );
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/add-job', companyToken: 'company-token' });
    const editor = await screen.findByRole(
      'textbox',
      { name: 'Job Description' },
      { timeout: 25_000 },
    );
    expect(screen.getByRole('heading', { name: 'Screening questions' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Job Title'), 'Driver');
    await user.click(editor);
    await user.keyboard('Drive the van');
    await user.type(screen.getByLabelText('Job Salary'), '5');

    const add = screen.getByRole('button', { name: 'Add a question' });
    await user.click(add);
    const first = screen.getByRole('group', { name: 'Question 1' });
    expect(within(first).getByLabelText('Question')).toHaveFocus();
    expect(within(first).getByLabelText('Question')).toBeRequired();
    await user.keyboard('Do you hold a driving licence?');
    await user.selectOptions(within(first).getByLabelText('Answer type'), 'Yes-no');
    await user.selectOptions(within(first).getByLabelText('Must answer'), 'Yes');
    await user.click(within(first).getByLabelText('Required'));

    await user.click(add);
    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.type(within(second).getByLabelText('Question'), 'Which shift?');
    await user.selectOptions(within(second).getByLabelText('Answer type'), 'Choice');
    expect(within(second).getByLabelText('Options')).toBeRequired();
    expect(within(second).getByLabelText('Options')).toHaveAccessibleDescription(
      'One option a line, 2 to 10 options.',
    );
    await user.type(within(second).getByLabelText('Options'), 'Day{Enter}Night');
    await user.selectOptions(within(second).getByLabelText('Must answer'), 'Night');

    await user.click(add);
    await user.type(
      within(screen.getByRole('group', { name: 'Question 3' })).getByLabelText('Question'),
      'Anything else?',
    );
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    expect(screen.queryByRole('group', { name: 'Question 3' })).not.toBeInTheDocument();
    expect(add).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Question 2: the expected answer must be one of the options offered'),
    ).toBeInTheDocument();
    // Refused, the questions stay as written.
    expect(screen.getByRole('group', { name: 'Question 2' })).toBeInTheDocument();

    answer = { status: 200, data: { success: true, message: 'Job Added' } };
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Job Added')).toBeInTheDocument();
    const body = JSON.parse(String(calls.at(-1)?.data)) as Record<string, unknown>;
    expect(body.questions).toEqual([
      {
        text: 'Do you hold a driving licence?',
        kind: 'yesno',
        options: [],
        required: true,
        expected: 'yes',
      },
      {
        text: 'Which shift?',
        kind: 'choice',
        options: ['Day', 'Night'],
        required: false,
        expected: 'Night',
      },
    ]);
    expect(screen.queryByRole('group', { name: 'Question 1' })).not.toBeInTheDocument();
  }, 60_000);

  it('stops at ten questions', async () => {
    fakeServer(
      routes({ 'GET /api/company/company': () => ({ data: { success: true, company } }) }),
    );
    const user = userEvent.setup();
    renderRecruiterApp({ url: '/dashboard/add-job', companyToken: 'company-token' });
    const add = await screen.findByRole('button', { name: 'Add a question' });
    for (let n = 0; n < 10; n += 1) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Question \d+$/ })).toHaveLength(10);
    expect(add).toBeDisabled();
    expect(screen.getByText('A job asks at most 10 questions.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove question 10' }));
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
  }, 60_000);
});

import { apiError } from 'shared-api/http';

describe('the ApiError of a server refusal', () => {
  it("gives a refused field's words as the contract wrote them, and the field's path", () => {
    const error = apiError(
      'Invalid questions.1.options in the body: Question 2: a choice question offers 2 to 10 options',
      400,
    );
    expect(error.message).toBe('Question 2: a choice question offers 2 to 10 options');
    expect(error.field).toBe('questions.1.options');
    expect(error.status).toBe(400);
  });

  it("keeps the message whole when the words are Zod's own, which name no field", () => {
    const message = 'Invalid email in the body: Too big: expected string to have <=254 characters';
    const error = apiError(message, 400);
    expect(error.message).toBe(message);
    expect(error.field).toBe('email');
    expect(apiError('Invalid jobId in the query: Invalid id', 400).message).toBe(
      'Invalid jobId in the query: Invalid id',
    );
  });

  it('leaves every other message as the server wrote it', () => {
    const error = apiError('Invalid email or password', 401);
    expect(error.message).toBe('Invalid email or password');
    expect(error.field).toBeUndefined();
  });
});

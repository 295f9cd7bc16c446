import { ApiError } from 'shared-api/http';
import { fieldErrorOf } from './profile-errors';

describe('the field a refused profile names', () => {
  it('is the ApiError’s field, with its words', () => {
    const error = new ApiError('The city is not one we know', 400, 'city');
    expect(fieldErrorOf(error)).toEqual({ city: 'The city is not one we know' });
  });

  it('is read from the message under a shell whose client predates the field', () => {
    const error = new Error('Invalid links.1 in the body: A link must start with https://');
    expect(fieldErrorOf(error)).toEqual({ 'links.1': 'A link must start with https://' });
  });

  it('is none for a message about no field', () => {
    expect(fieldErrorOf(new ApiError('Too many requests', 429))).toBeNull();
  });
});

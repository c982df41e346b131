import { fieldErrorsFromServer } from '../../../shared/forms/field-errors';
import { registerFields, validateLoginForm, validateRegisterForm } from './form-validation';

const validRegistration = {
  name: 'Ann',
  email: 'ann@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('register form validation (spec §5)', () => {
  it('accepts a complete, well-formed form', () => {
    expect(validateRegisterForm(validRegistration)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateRegisterForm({ name: '', email: '', password: '', confirmPassword: '' })).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
    });
  });

  it('treats a name of spaces as missing', () => {
    expect(validateRegisterForm({ ...validRegistration, name: '   ' })).toEqual({
      name: 'validation.required',
    });
  });

  it('wants an email shaped like one', () => {
    for (const email of ['ann', 'ann@', '@example.com', 'ann@example']) {
      expect(validateRegisterForm({ ...validRegistration, email })).toEqual({
        email: 'validation.emailFormat',
      });
    }
    expect(validateRegisterForm({ ...validRegistration, email: '  ann@example.com ' })).toEqual({});
  });

  it('wants a password of at least 6 characters', () => {
    expect(
      validateRegisterForm({ ...validRegistration, password: '12345', confirmPassword: '12345' }),
    ).toEqual({
      password: 'validation.passwordLength',
    });
    expect(
      validateRegisterForm({ ...validRegistration, password: '123456', confirmPassword: '123456' }),
    ).toEqual({});
  });

  it('wants the confirmation to equal the password, even while other fields are wrong', () => {
    expect(validateRegisterForm({ ...validRegistration, name: '', confirmPassword: 'secret2' })).toEqual({
      name: 'validation.required',
      confirmPassword: 'validation.passwordMatch',
    });
  });

  it('refuses values too long to store', () => {
    expect(validateRegisterForm({ ...validRegistration, name: 'x'.repeat(101) })).toEqual({
      name: 'validation.nameTooLong',
    });
  });

  it('refuses a name with a line break or another invisible character, which could forge lines in mails', () => {
    for (const name of ['Ann\nPlan: Premium', 'Ann\rX', 'Ann\tExample', 'Ann\u2028X', 'Ann\u0000']) {
      expect(validateRegisterForm({ ...validRegistration, name })).toEqual({
        name: 'validation.invisibleCharacters',
      });
    }
    expect(validateRegisterForm({ ...validRegistration, name: '  Анна Тестова 🌿  ' })).toEqual({});
  });
});

describe('login form validation (spec §5)', () => {
  it('requires an email in email format and a password', () => {
    expect(validateLoginForm({ email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(validateLoginForm({ email: 'ann@', password: 'x' })).toEqual({ email: 'validation.emailFormat' });
    expect(validateLoginForm({ email: 'ann@example.com', password: 'x' })).toEqual({});
  });
});

describe("the server's field errors", () => {
  it('map to the same catalog messages, unknown texts to a generic one, unknown fields dropped', () => {
    expect(
      fieldErrorsFromServer(
        { email: 'Invalid email format', name: 'Something new', body: 'Invalid input' },
        registerFields,
      ),
    ).toEqual({ email: 'validation.emailFormat', name: 'validation.invalid' });
  });
});

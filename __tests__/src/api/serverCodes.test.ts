import { CUSTOMER_NOT_LOGIN_MESSAGE, ErrorCode } from '@common/contract/envelope';
import { CUSTOMER_NOT_LOGIN, ServerCode } from '../../../src/api/serverCodes';

describe("the client's own copy of the server codes it acts on", () => {
  it.each(Object.entries(ServerCode))('%s is the contract ErrorCode of the same name', (name, code) => {
    expect(code).toBe(ErrorCode[name as keyof typeof ErrorCode]);
  });

  it('the not-logged-in message is the contract one', () => {
    expect(CUSTOMER_NOT_LOGIN).toBe(CUSTOMER_NOT_LOGIN_MESSAGE);
  });
});

import { DELIVERY_ADDRESS_MAX, DELIVERY_NAME_MAX, DELIVERY_PHONE_MAX } from '@common/rules/loyalty';
import { deliveryFieldProblem, deliveryProblems, trimDelivery } from '../../../../src/stores/loyalty/delivery';

describe('delivery address rules', () => {
  it('every field is required (blank counts as empty)', () => {
    expect(deliveryProblems({ name: ' ', phone: '', address: '' })).toEqual({
      name: { key: 'mall.delivery.missing.name' },
      phone: { key: 'mall.delivery.missing.phone' },
      address: { key: 'mall.delivery.missing.address' },
    });
  });

  it('each field holds at most its DELIVERY_*_MAX characters', () => {
    expect(deliveryFieldProblem('name', 'a'.repeat(DELIVERY_NAME_MAX))).toBeNull();
    expect(deliveryFieldProblem('name', 'a'.repeat(DELIVERY_NAME_MAX + 1))).toEqual({ key: 'mall.delivery.tooLong', params: { max: DELIVERY_NAME_MAX } });
    expect(deliveryFieldProblem('address', 'a'.repeat(DELIVERY_ADDRESS_MAX + 1))).toEqual({ key: 'mall.delivery.tooLong', params: { max: DELIVERY_ADDRESS_MAX } });
    expect(deliveryFieldProblem('phone', '1'.repeat(DELIVERY_PHONE_MAX + 1))).toEqual({ key: 'mall.delivery.tooLong', params: { max: DELIVERY_PHONE_MAX } });
  });

  it('a phone is digits with an optional +, spaces and dashes, at least 6 digits', () => {
    expect(deliveryFieldProblem('phone', '+880 1711-000000')).toBeNull();
    expect(deliveryFieldProblem('phone', '12345')).toEqual({ key: 'mall.delivery.phoneInvalid' });
    expect(deliveryFieldProblem('phone', '01711x00000')).toEqual({ key: 'mall.delivery.phoneInvalid' });
  });

  it('is sent trimmed', () => {
    expect(trimDelivery({ name: ' A ', phone: ' 123456 ', address: ' B ' })).toEqual({ name: 'A', phone: '123456', address: 'B' });
  });
});

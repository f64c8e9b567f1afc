/** Path values a crawler, a typo or an attacker may send: each must get a 4xx, never a 500. */
export const ODD_PATH_SEGMENTS = [
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%',
  '%25',
  '..%2F..%2Fetc%2Fpasswd',
  "'%3B%20drop%20table%20course%3B--",
  '%F0%9F%8D%95',
  '%0D%0ASet-Cookie:%20x=1',
  'x'.repeat(2000),
]

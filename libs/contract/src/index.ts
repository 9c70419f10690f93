export {
  decodePublicId,
  encodePublicId,
  isValidPublicId,
  MAX_ENCODABLE_ID,
  PUBLIC_ID_LENGTH,
} from './lib/public-id';

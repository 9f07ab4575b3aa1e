export * from '../../../runtime/domain/claim-record';

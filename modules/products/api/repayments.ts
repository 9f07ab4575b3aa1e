export * from '../../../runtime/domain/repayments';

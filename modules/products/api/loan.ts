// The loan record lives in runtime/domain: the invest screens read it too.
export * from '../../../runtime/domain/loan-record';

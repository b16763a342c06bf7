# The seed's reference program, copied verbatim from shared/seed/000_67d991f593c2fdcc.txt.
# Do not edit: tests swap its functions for the project's and run its 18 checks.
# ruff: noqa
"""Offline exact content grouping under an authored versioned serialization contract.

No JSON parser, JCS implementation, text normalization, source deletion or index update.
"""
import hashlib
import json
import platform
import re
import unicodedata

CONTRACT = 'doc-content-v1'


def identity(value):
    if type(value) is not str or re.fullmatch(r'[A-Za-z][A-Za-z0-9_-]{0,31}',value) is None:
        raise ValueError('identity')
    return value


def canonical_content(record):
    if type(record) is not dict or set(record)!={'doc_id','source_ref','language','title','body'}:
        raise ValueError('fields')
    identity(record['doc_id'])
    identity(record['source_ref'])
    if type(record['language']) is not str or record['language'] not in ('fa','en'):
        raise ValueError('language')
    for name,maximum in (('title',80),('body',4096)):
        if type(record[name]) is not str or not 1<=len(record[name])<=maximum:
            raise ValueError(name)
    # An explicit fixed-order content tuple; IDs/provenance are deliberately outside equality.
    text=json.dumps([CONTRACT,record['language'],record['title'],record['body']],
                    ensure_ascii=False,separators=(',',':'))
    try:
        return text.encode('utf-8')
    except UnicodeEncodeError as error:
        raise ValueError('unicode') from error


def sha256_hex(payload):
    return hashlib.sha256(payload).hexdigest()


def group_documents(records,digest=sha256_hex):
    if type(records) not in (list,tuple) or not 1<=len(records)<=128:
        raise ValueError('records')
    prepared=[]
    seen=set()
    for record in records:
        content=canonical_content(record)
        doc_id=record['doc_id']
        if doc_id in seen:
            raise ValueError('duplicate_doc_id')
        seen.add(doc_id)
        candidate=digest(content)
        if type(candidate) is not str or re.fullmatch('[0-9a-f]{64}',candidate) is None:
            raise ValueError('digest_contract')
        prepared.append((doc_id,record['source_ref'],content,candidate))
    buckets={}
    groups=[]
    for doc_id,source_ref,content,candidate in sorted(prepared):
        bucket=buckets.setdefault(candidate,[])
        group=next((item for item in bucket if item['content']==content),None)
        if group is None:
            group={'content':content,'representative':doc_id,'candidate_digest':candidate,'members':[]}
            bucket.append(group)
            groups.append(group)
        group['members'].append({'doc_id':doc_id,'source_ref':source_ref})
    return [{'representative':g['representative'],'candidate_digest':g['candidate_digest'],
             'canonical_utf8_length':len(g['content']),'members':g['members']} for g in groups]


def fails(call,message):
    try:
        call()
    except ValueError as error:
        return str(error)==message
    return False


def run_example():
    a={'doc_id':'A','source_ref':'Ref1','language':'fa','title':'راهنمای حسگر','body':'ولتاژ برحسب V است.'}
    b=dict(a,doc_id='B',source_ref='Ref2')
    c=dict(a,doc_id='C',source_ref='Ref3',body='ولتاژ برحسب mV است.')
    records=[a,b,c]
    before=json.dumps(records,ensure_ascii=False)
    observed=group_documents(records)
    hand_bytes='["doc-content-v1","fa","راهنمای حسگر","ولتاژ برحسب V است."]'.encode('utf-8')
    groups_for=lambda changes:group_documents([a,dict(a,doc_id='B',source_ref='Ref2',**changes)])
    newline_left=dict(a,body='الف\nب')
    newline_right=dict(b,body='الف\r\nب')
    nfc=dict(a,body='café')
    nfd=dict(b,body='cafe\u0301')
    forced=group_documents(records,digest=lambda payload:'0'*64)
    boundary_left=dict(a,title='ab',body='c')
    boundary_right=dict(b,title='a',body='bc')
    mutable=dict(a)
    saved=group_documents([mutable])
    mutable['source_ref']='ChangedRef'
    checks={
        'fixed_order_content_bytes_equal_independent_literal_utf8_oracle':canonical_content(a)==hand_bytes,
        'sha256_function_matches_independent_published_abc_known_answer':sha256_hex(b'abc')=='ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' and len(sha256_hex(hand_bytes))==64,
        'hand_groups_are_A_with_B_and_separate_C_without_deleting_inputs':[(g['representative'],[x['doc_id'] for x in g['members']]) for g in observed]==[('A',['A','B']),('C',['C'])] and json.dumps(records,ensure_ascii=False)==before,
        'input_record_order_does_not_change_representatives_or_groups':group_documents([c,b,a])==observed,
        'different_ids_and_source_refs_preserved_in_same_content_group':observed[0]['members']==[{'doc_id':'A','source_ref':'Ref1'},{'doc_id':'B','source_ref':'Ref2'}],
        'changed_title_is_a_distinct_document_content':len(groups_for({'title':'راهنمای موتور'}))==2,
        'changed_body_punctuation_or_unit_is_not_exact_duplicate':len(groups_for({'body':a['body']+'!'}))==2 and len(observed)==2,
        'language_tag_participates_in_content_identity':len(groups_for({'language':'en'}))==2,
        'line_ending_lf_and_crlf_are_preserved_and_distinct':len(group_documents([newline_left,newline_right]))==2 and canonical_content(newline_left)!=canonical_content(newline_right),
        'unicode_canonical_equivalence_is_not_implicitly_normalized':unicodedata.normalize('NFC',nfc['body'])==unicodedata.normalize('NFC',nfd['body']) and len(group_documents([nfc,nfd]))==2,
        'spaces_case_and_persian_arabic_letter_variants_remain_distinct':all(len(groups_for({'body':value}))==2 for value in (a['body']+' ',a['body'].replace('V','v'))) and len(groups_for({'title':a['title'].replace('ی','ي')}))==2,
        'length_delimited_json_tuple_avoids_naive_concatenation_ambiguity':boundary_left['title']+boundary_left['body']==boundary_right['title']+boundary_right['body'] and len(group_documents([boundary_left,boundary_right]))==2,
        'forced_candidate_hash_collision_still_compares_full_content_bytes':len(forced)==2 and all(g['candidate_digest']=='0'*64 for g in forced) and [[m['doc_id'] for m in g['members']] for g in forced]==[['A','B'],['C']],
        'digest_dependency_contract_rejects_nonhex_nonstring_wrong_length':all(fails(lambda value=value:group_documents([a],digest=lambda data:value),'digest_contract') for value in ('x'*64,'a'*63,None,True,'A'*64)),
        'duplicate_ids_invalid_identity_and_record_container_are_rejected':fails(lambda:group_documents([a,a]),'duplicate_doc_id') and fails(lambda:group_documents([]),'records') and fails(lambda:group_documents([a]*129),'records') and fails(lambda:group_documents(iter([a])),'records') and all(fails(lambda value=value:group_documents([dict(a,doc_id=value)]),'identity') for value in ('',1,'1bad','آ','A'*33)),
        'schema_unknown_fields_nonstring_and_surrogate_are_rejected':fails(lambda:group_documents([dict(a,extra='x')]),'fields') and fails(lambda:group_documents([{'doc_id':'A'}]),'fields') and fails(lambda:group_documents([dict(a,body=True)]),'body') and fails(lambda:group_documents([dict(a,body='\ud800')]),'unicode'),
        'declared_title_body_and_language_bounds_are_explicit':len(canonical_content(dict(a,title='t'*80,body='b'*4096)))>0 and all(fails(lambda value=value:canonical_content(dict(a,title=value)),'title') for value in ('','t'*81)) and all(fails(lambda value=value:canonical_content(dict(a,body=value)),'body') for value in ('','b'*4097)) and all(fails(lambda value=value:canonical_content(dict(a,language=value)),'language') for value in ('FA','',None,1)),
        'returned_provenance_snapshot_does_not_follow_caller_mutation':saved[0]['members']==[{'doc_id':'A','source_ref':'Ref1'}] and mutable['source_ref']=='ChangedRef',
    }
    assert len(checks)==18 and all(type(value)is bool and value for value in checks.values()),checks
    return {'python':platform.python_version(),'dependencies':'standard library only',
            'scope':'Exact grouping under authored doc-content-v1 tuple; SHA256 candidate buckets with full byte equality; no JCS, semantic equivalence, signature, source deletion, authorization or real document ingestion',
            'contract':CONTRACT,'hand_canonical_utf8_hex':hand_bytes.hex(),
            'canonical_content_sha256':sha256_hex(hand_bytes),'groups':observed,
            'forced_collision_groups':forced,'checks':checks}


if __name__=='__main__':
    print(json.dumps(run_example(),ensure_ascii=False,indent=2,allow_nan=False))

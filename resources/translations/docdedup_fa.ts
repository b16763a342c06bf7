<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>FieldMappingDialog</name>
    <message>
        <location filename="../../docdedup_gui/desktop/field_mapping_dialog.py" line="1"/>
        <source>choose a key</source>
        <translation>یک کلید انتخاب کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/field_mapping_dialog.py" line="1"/>
        <source>choose a column</source>
        <translation>یک ستون انتخاب کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/field_mapping_dialog.py" line="1"/>
        <source>The Parquet file {file} has the columns {keys}, not the five fields doc_id, source_ref, language, title, body. Choose the column each field is read from, or one value for every record. The window then shows the mapped records, and every output says so.</source>
        <translation>پروندهٔ Parquet {file} ستون‌های {keys} را دارد، نه پنج فیلد doc_id، source_ref، language، title و body را. برای هر فیلد ستونی را که از آن خوانده می‌شود انتخاب کنید، یا یک مقدار برای همهٔ رکوردها بدهید. پنجره سپس رکوردهای نگاشته را نشان می‌دهد و هر خروجی این را می‌گوید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/field_mapping_dialog.py" line="1"/>
        <source>one value for every record:</source>
        <translation>یک مقدار برای همهٔ رکوردها:</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/field_mapping_dialog.py" line="1"/>
        <source>Other field names</source>
        <translation>نام‌های دیگر فیلدها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/field_mapping_dialog.py" line="1"/>
        <source>The first record of {file} has the keys {keys}, not the five fields doc_id, source_ref, language, title, body. Choose the key each field is read from, or one value for every record. The window then shows the mapped records, and every output says so.</source>
        <translation>نخستین رکورد {file} کلیدهای {keys} را دارد، نه پنج فیلد doc_id، source_ref، language، title و body را. برای هر فیلد کلیدی را که از آن خوانده می‌شود انتخاب کنید، یا یک مقدار برای همهٔ رکوردها بدهید. پنجره سپس رکوردهای نگاشته را نشان می‌دهد و هر خروجی این را می‌گوید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/field_mapping_dialog.py" line="1"/>
        <source>Open mapped</source>
        <translation>باز کردن با نگاشت</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/field_mapping_dialog.py" line="1"/>
        <source>Open as it is</source>
        <translation>باز کردن همان‌طور که هست</translation>
    </message>
</context>
<context>
    <name>FolderLanguageDialog</name>
    <message>
        <location filename="../../docdedup_gui/desktop/folder_dialog.py" line="1"/>
        <source>A folder of text files</source>
        <translation>پوشه‌ای از پرونده‌های متنی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/folder_dialog.py" line="1"/>
        <source>Each file in {folder}, at any depth, is read as one record: its path in the folder is its doc_id and source_ref, its name the title, its text (UTF-8, exactly) the body. In which language are the files written?</source>
        <translation>هر پرونده در {folder}، در هر ژرفایی، یک رکورد خوانده می‌شود: مسیرش در پوشه doc_id و source_ref آن است، نامش عنوان و متنش (UTF-8، دقیقاً همان) بدنه. پرونده‌ها به چه زبانی نوشته شده‌اند؟</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../docdedup_gui/dialogs/about_dialog.py" line="32"/>
        <source>Finds exact duplicate documents under the {contract} contract and shows why near-identical ones are not duplicates.</source>
        <translation>اسناد کاملاً تکراری را طبق قرارداد {contract} پیدا می‌کند و نشان می‌دهد چرا اسناد تقریباً یکسان تکراری نیستند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/about_dialog.py" line="37"/>
        <source>Nothing is deleted or rewritten: a group is a proposal for a person to review.</source>
        <translation>چیزی حذف یا بازنویسی نمی‌شود: هر گروه پیشنهادی است برای بررسی یک انسان.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/about_dialog.py" line="40"/>
        <source>Character data: {version}.</source>
        <translation>داده‌های نویسه‌ها: {version}.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/about_dialog.py" line="42"/>
        <source>Shipped fonts and their licences:</source>
        <translation>قلم‌های همراه برنامه و مجوزهایشان:</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/about_dialog.py" line="53"/>
        <location filename="../../docdedup_gui/dialogs/about_dialog.py" line="57"/>
        <source>About DocDedup Inspector</source>
        <translation>درباره DocDedup Inspector</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/about_dialog.py" line="58"/>
        <source>Version, contract, the licences of the shipped fonts, and where the settings and the log are</source>
        <translation>نسخه، قرارداد، مجوز قلم‌های همراه برنامه، و جای تنظیمات و گزارش رویدادها</translation>
    </message>
    <message>
        <source>Where its files are:</source>
        <translation>جای پرونده‌های برنامه:</translation>
    </message>
    <message>
        <source>Settings and recent files</source>
        <translation>تنظیمات و پرونده‌های اخیر</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>گزارش رویدادها</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>مثال‌ها</translation>
    </message>
    <message>
        <source>SIL Open Font License 1.1</source>
        <translation>SIL Open Font License 1.1</translation>
    </message>
    <message>
        <source>Bitstream Vera licence; DejaVu changes public domain</source>
        <translation>پروانهٔ Bitstream Vera؛ تغییرات DejaVu در مالکیت عمومی</translation>
    </message>
</context>
<context>
    <name>Accessibility</name>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="100"/>
        <source>Filter groups</source>
        <translation>پالایش گروه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="101"/>
        <source>Shows only the groups whose doc_id, source_ref, title or digest contains the typed text</source>
        <translation>فقط گروه‌هایی را نشان می‌دهد که doc_id، source_ref، عنوان یا چکیده‌شان متن نوشته‌شده را دارد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="103"/>
        <source>Groups</source>
        <translation>گروه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="104"/>
        <source>Exact-duplicate groups; expand a group to list its records</source>
        <translation>گروه‌های کاملاً تکراری؛ گروهی را باز کنید تا رکوردهایش فهرست شوند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="105"/>
        <source>Detail and comparison</source>
        <translation>جزئیات و مقایسه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="106"/>
        <source>Neighbours and problems</source>
        <translation>همسایه‌ها و مشکلات</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="108"/>
        <source>Message</source>
        <translation>پیام</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="110"/>
        <source>Dismiss the message</source>
        <translation>بستن پیام</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="111"/>
        <source>Act on the message</source>
        <translation>اقدام دربارهٔ پیام</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="112"/>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="113"/>
        <source>Stops the running task</source>
        <translation>کار در حال اجرا را متوقف می‌کند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="118"/>
        <source>SHA-256 digest</source>
        <translation>چکیدهٔ SHA-256</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="119"/>
        <source>The candidate digest of the canonical bytes, their length and the contract</source>
        <translation>چکیدهٔ نامزد بایت‌های استاندارد، طول آن‌ها و قرارداد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="121"/>
        <source>Copy the digest</source>
        <translation>رونوشت چکیده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="122"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="123"/>
        <source>The language field of the selected record</source>
        <translation>فیلد زبان رکورد برگزیده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="124"/>
        <source>Title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="125"/>
        <source>The title field of the selected record</source>
        <translation>فیلد عنوان رکورد برگزیده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="126"/>
        <source>Body</source>
        <translation>متن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="127"/>
        <source>The body field of the selected record</source>
        <translation>فیلد متن رکورد برگزیده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="128"/>
        <source>Canonical bytes</source>
        <translation>بایت‌های استاندارد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="129"/>
        <source>Hex dump of the canonical bytes; selecting bytes selects their characters</source>
        <translation>نمایش شانزده‌شانزدهی بایت‌های استاندارد؛ گزینش بایت‌ها نویسه‌هایشان را برمی‌گزیند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="131"/>
        <source>Canonical JSON</source>
        <translation>JSON استاندارد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="132"/>
        <source>The canonical JSON text whose UTF-8 bytes are compared</source>
        <translation>متن JSON استاندارد که بایت‌های UTF-8 آن مقایسه می‌شود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="133"/>
        <source>Members</source>
        <translation>اعضا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="134"/>
        <source>doc_id and source_ref of every record of the group</source>
        <translation>doc_id و source_ref همهٔ رکوردهای گروه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="135"/>
        <source>Character, members and canonical JSON</source>
        <translation>نویسه، اعضا و JSON استاندارد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="140"/>
        <source>Character</source>
        <translation>نویسه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="141"/>
        <source>The character at the cursor</source>
        <translation>نویسهٔ زیر مکان‌نما</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="153"/>
        <source>Differences</source>
        <translation>تفاوت‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="154"/>
        <source>Every difference between A and B with its class and explanation</source>
        <translation>همهٔ تفاوت‌های A و B با دسته و توضیح هر یک</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="157"/>
        <source>Language of {side}</source>
        <translation>زبان {side}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="158"/>
        <source>Title of {side}</source>
        <translation>عنوان {side}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="159"/>
        <source>Body of {side}</source>
        <translation>متن {side}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="163"/>
        <source>Canonical bytes of {side}</source>
        <translation>بایت‌های استاندارد {side}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="164"/>
        <source>Comparison</source>
        <translation>مقایسه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="177"/>
        <source>Neighbours</source>
        <translation>همسایه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="178"/>
        <source>Groups near-identical or similar to the selected one; double-click to compare</source>
        <translation>گروه‌های تقریباً یکسان یا مشابه گروه برگزیده؛ برای مقایسه دوبار کلیک کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="180"/>
        <source>Problems</source>
        <translation>مشکلات</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="181"/>
        <source>Every problem of the file, with where it is</source>
        <translation>همهٔ مشکلات پرونده، با جای هر یک</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="182"/>
        <source>Text of the file</source>
        <translation>متن پرونده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="1"/>
        <source>Selected problem</source>
        <translation>مشکل انتخاب‌شده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="1"/>
        <source>The whole sentence of the selected problem</source>
        <translation>جملهٔ کامل مشکل انتخاب‌شده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="183"/>
        <source>The file&apos;s text around the selected problem, the position marked</source>
        <translation>متن پرونده پیرامون مشکل برگزیده، با نشانی جای آن</translation>
    </message>
</context>
<context>
    <name>BidiBanner</name>
    <message>
        <location filename="../../docdedup_gui/widgets/bidi_banner.py" line="28"/>
        <source>Show stored order</source>
        <translation>نمایش ترتیب ذخیره‌شده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/bidi_banner.py" line="29"/>
        <source>Every character in the order it is stored, left to right, each control as its label</source>
        <translation>هر نویسه به ترتیبی که ذخیره شده، از چپ به راست، هر نویسهٔ کنترلی با برچسبش</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/bidi_banner.py" line="33"/>
        <source>Stored order</source>
        <translation>ترتیب ذخیره‌شده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/bidi_banner.py" line="57"/>
        <source> and {count} more</source>
        <translation> و {count} مورد دیگر</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/bidi_banner.py" line="59"/>
        <source>⚠ In {where}, the displayed order differs from the stored order: what a person reads may differ more than the differences listed ({characters}).</source>
        <translation>⚠ در {where}، ترتیب نمایش با ترتیب ذخیره‌شده فرق دارد: آنچه خواننده می‌بیند ممکن است بیش از تفاوت‌های فهرست‌شده فرق کند ({characters}).</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/bidi_banner.py" line="63"/>
        <source>⚠ The displayed order differs from the stored order: this record holds {characters}.</source>
        <translation>⚠ ترتیب نمایش با ترتیب ذخیره‌شده فرق دارد: این رکورد {characters} دارد.</translation>
    </message>
</context>
<context>
    <name>CharInspector</name>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="15"/>
        <source>Code point</source>
        <translation>نقطهٔ کد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="16"/>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="19"/>
        <source>General category</source>
        <translation>دستهٔ کلی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="20"/>
        <source>Bidi class</source>
        <translation>ردهٔ دوسویه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="25"/>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="27"/>
        <source>Canonical bytes</source>
        <translation>بایت‌های متعارف</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="23"/>
        <source>Decomposition</source>
        <translation>تجزیه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="42"/>
        <source>Place the cursor in a field.</source>
        <translation>مکان‌نما را در یکی از فیلدها بگذارید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="17"/>
        <source>Script</source>
        <translation>خط</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="18"/>
        <source>Block</source>
        <translation>بلوک</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="22"/>
        <source>Numeric value</source>
        <translation>مقدار عددی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="24"/>
        <source>Looks like (UTS #39)</source>
        <translation>شبیه به (UTS #39)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="26"/>
        <source>UTF-8 bytes</source>
        <translation>بایت‌های UTF-8</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="28"/>
        <source>JSON escape</source>
        <translation>گریز JSON</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/char_inspector.py" line="21"/>
        <source>Age (Unicode version)</source>
        <translation>عمر (نسخهٔ یونیکدی که آن را افزود)</translation>
    </message>
</context>
<context>
    <name>CharactersPane</name>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="40"/>
        <source>Character</source>
        <translation>نویسه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="40"/>
        <source>Code point</source>
        <translation>نقطهٔ کد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="41"/>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="41"/>
        <source>Kind</source>
        <translation>گونه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="42"/>
        <source>Records</source>
        <translation>رکوردها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="42"/>
        <source>Occurrences</source>
        <translation>دفعات</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="43"/>
        <source>First</source>
        <translation>نخستین</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="161"/>
        <source>All kinds</source>
        <translation>همهٔ گونه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="164"/>
        <source>Show one kind of character only</source>
        <translation>فقط یک گونه از نویسه‌ها را نشان بده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="165"/>
        <source>Kind of character</source>
        <translation>گونهٔ نویسه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="167"/>
        <source>Show all groups</source>
        <translation>نمایش همهٔ گروه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="171"/>
        <source>Characters worth a look</source>
        <translation>نویسه‌های درخور بررسی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="200"/>
        <source>Counting characters…</source>
        <translation>در حال شمردن نویسه‌ها…</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="202"/>
        <source>No character to report.</source>
        <translation>نویسه‌ای برای گزارش نیست.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="204"/>
        <source>{count} characters worth a look</source>
        <translation>{count} نویسهٔ درخور بررسی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="143"/>
        <source>Where the first one stands: file:line:column of its record (as docdedup chars says), doc_id, field and code point offset</source>
        <translation>جای نخستین نمونه: پرونده:سطر:ستونِ رکوردش (همان‌گونه که docdedup chars می‌گوید)، doc_id، فیلد و فاصله بر حسب نقطهٔ کد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/characters/characters_view.py" line="226"/>
        <source>{character}: {records}, listed in the tree</source>
        <translation>{character}: {records}، فهرست‌شده در درخت</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="100"/>
        <source>Canonical bytes of {side}</source>
        <translation>بایت‌های متعارف {side}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="105"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="106"/>
        <source>Title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="107"/>
        <source>Body</source>
        <translation>متن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="134"/>
        <source>{side}: {doc_id} ({source_ref}), {length} bytes</source>
        <translation>{side}: {doc_id} ({source_ref})، {length} بایت</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="216"/>
        <source>Differences</source>
        <translation>تفاوت‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="273"/>
        <source>Finding the differences…</source>
        <translation>در حال یافتن تفاوت‌ها…</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="300"/>
        <source>Select two records to compare them.</source>
        <translation>دو رکورد را برای مقایسه انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="342"/>
        <source>Could not explain the differences: {message}</source>
        <translation>توضیح تفاوت‌ها ممکن نشد: {message}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="376"/>
        <source>Identical content: both records are in the same group.</source>
        <translation>محتوای یکسان: هر دو رکورد در یک گروه‌اند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="377"/>
        <source>{differences}: {classes}</source>
        <translation>{differences}: {classes}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="378"/>
        <source>near-identical: equal once these differences are ignored</source>
        <translation>تقریباً یکسان: با نادیده گرفتن این تفاوت‌ها برابرند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="283"/>
        <source>A and B</source>
        <translation>A و B</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="139"/>
        <source>{side}: {doc_id}: cannot be shown: {problem}</source>
        <translation>{side}: {doc_id}: نمایش‌دادنی نیست: {problem}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/compare_view.py" line="383"/>
        <source>texts this long are compared coarsely: a change over {limit} code points is one difference</source>
        <translation>متن‌هایی به این درازی درشت مقایسه می‌شوند: تغییری بیش از {limit} نقطهٔ کد یک تفاوت شمرده می‌شود</translation>
    </message>
</context>
<context>
    <name>ContextMenus</name>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="112"/>
        <location filename="../../docdedup_gui/context_menus.py" line="191"/>
        <source>Copy doc_id</source>
        <translation>رونوشت doc_id</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="113"/>
        <source>Copy digest</source>
        <translation>رونوشت چکیده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="115"/>
        <source>Copy canonical JSON</source>
        <translation>رونوشت JSON استاندارد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="120"/>
        <source>Find similar groups</source>
        <translation>یافتن گروه‌های مشابه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="127"/>
        <source>Show in Problems</source>
        <translation>نمایش در مشکلات</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="148"/>
        <source>Compare with {doc_id}</source>
        <translation>مقایسه با {doc_id}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="156"/>
        <source>Compare with a near-identical group</source>
        <translation>مقایسه با گروهی تقریباً یکسان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="161"/>
        <source>{doc_id} ({classes})</source>
        <translation>{doc_id} ({classes})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="187"/>
        <source>Compare with the selected group</source>
        <translation>مقایسه با گروه برگزیده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="189"/>
        <source>Select in the group tree</source>
        <translation>گزینش در درخت گروه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="205"/>
        <source>Copy the problem</source>
        <translation>رونوشت مشکل</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="206"/>
        <source>Copy the location</source>
        <translation>رونوشت جای مشکل</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="210"/>
        <source>Select the record in the group tree</source>
        <translation>گزینش رکورد در درخت گروه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="224"/>
        <source>Copy the explanation</source>
        <translation>رونوشت توضیح</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="227"/>
        <source>Copy the class name</source>
        <translation>رونوشت نام دسته</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="229"/>
        <source>Copy the characters of A</source>
        <translation>رونوشت نویسه‌های A</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="231"/>
        <source>Copy the characters of B</source>
        <translation>رونوشت نویسه‌های B</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="122"/>
        <source>Open in playground</source>
        <translation>باز کردن در زمین بازی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="124"/>
        <source>Step through the contract</source>
        <translation>گام‌به‌گام در قرارداد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="234"/>
        <source>Open the pair in playground</source>
        <translation>باز کردن این جفت در زمین بازی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/context_menus.py" line="236"/>
        <source>Step through the contract on the pair</source>
        <translation>گام‌به‌گام در قرارداد برای این جفت</translation>
    </message>
</context>
<context>
    <name>ContractPage</name>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_bytes.py" line="66"/>
        <source>language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_bytes.py" line="66"/>
        <source>title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_bytes.py" line="67"/>
        <source>body</source>
        <translation>متن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="122"/>
        <source>What is in the bytes</source>
        <translation>چه چیزی در بایت‌هاست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="123"/>
        <source>The canonical content of a record is the UTF-8 encoding of the compact JSON array {array}, written exactly as Python&apos;s json.dumps writes it with ensure_ascii=False and no spaces.</source>
        <translation>محتوای متعارف هر رکورد، رمزگذاری UTF-8 آرایهٔ فشردهٔ JSON {array} است، دقیقاً همان‌طور که json.dumps پایتون با ensure_ascii=False و بدون فاصله می‌نویسد.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="129"/>
        <source>The array keeps the boundary between title and body, and the contract&apos;s name is inside the bytes: a new definition gets a new name and new groups, never a silent change.</source>
        <translation>این آرایه مرز میان عنوان و متن را نگه می‌دارد و نام قرارداد درون بایت‌هاست: تعریف تازه نام تازه و گروه‌های تازه می‌گیرد، نه تغییری بی‌صدا.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="135"/>
        <source>What is not</source>
        <translation>چه چیزی در بایت‌ها نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="136"/>
        <source>doc_id and source_ref are provenance: kept and shown, never compared. Nothing is normalized, trimmed or case-folded: LF and CRLF, NFC and NFD, Persian and Arabic yeh, a trailing space, V and v all make different contents.</source>
        <translation>doc_id و source_ref نشانِ منشأ سندند: نگه داشته و نمایش داده می‌شوند، ولی هرگز مقایسه نمی‌شوند. هیچ چیز یکسان‌سازی یا پیرایش نمی‌شود و بزرگی و کوچکی حروف هم حفظ می‌شود: LF و CRLF، NFC و NFD، «ی» فارسی و «ي» عربی، یک فاصلهٔ پایانی، V و v همه محتوای متفاوت می‌سازند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="142"/>
        <source>Why SHA-256 only proposes</source>
        <translation>چرا SHA-256 فقط پیشنهاد می‌دهد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="143"/>
        <source>Records with the same digest are only candidates. A record joins a group when its canonical bytes are equal to the group&apos;s bytes, byte for byte. With every digest forced to 64 zeros, the groups stay exactly the same.</source>
        <translation>رکوردهایی که چکیدهٔ یکسان دارند فقط نامزدند. رکورد تنها وقتی به گروهی می‌پیوندد که بایت‌های متعارفش بایت به بایت با بایت‌های آن گروه برابر باشد. اگر همهٔ چکیده‌ها ۶۴ صفر شوند، گروه‌ها دقیقاً همان می‌مانند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="154"/>
        <source>Groups: {groups}. C differs from A only by the unit: mV instead of V.</source>
        <translation>گروه‌ها: {groups}. تفاوت C با A فقط در یکاست: mV به جای V.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="161"/>
        <source>SHA-256 of A: {digest}</source>
        <translation>SHA-256 رکورد A: {digest}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="162"/>
        <source>C: {length} bytes, SHA-256 {digest}</source>
        <translation>C: {length} بایت، SHA-256 {digest}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="164"/>
        <source>The seed example</source>
        <translation>مثال برنامهٔ مرجع</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="196"/>
        <source>The contract: doc-content-v1</source>
        <translation>قرارداد: doc-content-v1</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="214"/>
        <source>The contract</source>
        <translation>قرارداد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="215"/>
        <source>What doc-content-v1 says, worked through on the seed&apos;s record A</source>
        <translation>آنچه doc-content-v1 می‌گوید، گام‌به‌گام روی رکورد A بذر</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_bytes.py" line="57"/>
        <source>{length} bytes</source>
        <translation>{length} بایت</translation>
    </message>
    <message>
        <source>B&apos;s canonical bytes are A&apos;s, byte for byte ({length} bytes): the same SHA-256, so A and B form one group.</source>
        <translation>بایت‌های متعارف B بایت به بایت همان بایت‌های A است ({length} بایت): همان SHA-256، پس A و B یک گروه‌اند.</translation>
    </message>
    <message>
        <source>Canonical bytes of A and C side by side, as the hex view shows them, with the bytes where they part marked:</source>
        <translation>بایت‌های متعارف A و C کنار هم، همان‌گونه که نمای شانزده‌شانزدهی نشان می‌دهد، با نشانه‌گذاری بایت‌هایی که در آن‌ها از هم جدا می‌شوند:</translation>
    </message>
    <message>
        <source>At offset {offset}, {right} holds {bytes} ({characters}) where {left} holds nothing; the bytes that follow are {left}&apos;s, moved along, so the SHA-256 differs and {right} forms a group of its own.</source>
        <translation>در جایگاه {offset}، {right} بایت‌های {bytes} ({characters}) را دارد و {left} در آنجا چیزی ندارد؛ بایت‌های پس از آن همان بایت‌های {left}اند که جابه‌جا شده‌اند، پس SHA-256 فرق می‌کند و {right} گروهی جداگانه می‌سازد.</translation>
    </message>
    <message>
        <source>The first byte that differs is at offset {offset}: {left_bytes} in {left}, {right_bytes} in {right}. So the SHA-256 differs and they form two groups.</source>
        <translation>نخستین بایتی که فرق می‌کند در جایگاه {offset} است: {left_bytes} در {left} و {right_bytes} در {right}. پس SHA-256 فرق می‌کند و دو گروه می‌سازند.</translation>
    </message>
    <message>
        <source>the bytes that differ</source>
        <translation>بایت‌های متفاوت</translation>
    </message>
    <message>
        <source>In one sentence, in the seed&apos;s language (Persian):</source>
        <translation>در یک جمله، به زبان برنامهٔ مرجع (فارسی):</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="159"/>
        <source>JSON escapes only quotes, backslashes and control characters (marked): the text {text} is written</source>
        <translation>JSON تنها نقل‌قول، بک‌اسلش و نویسه‌های کنترلی را گریز می‌دهد (نشان‌دار): متن {text} چنین نوشته می‌شود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/contract_page.py" line="202"/>
        <source>Open the example in the playground</source>
        <translation>باز کردن نمونه در زمین بازی</translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="66"/>
        <source>{digest}  ·  {length} bytes  ·  {contract}</source>
        <translation>{digest}  ·  {length} بایت  ·  {contract}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="69"/>
        <source>simulated collision</source>
        <translation>برخورد شبیه‌سازی‌شده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="107"/>
        <source>doc_id</source>
        <translation>doc_id</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="107"/>
        <source>source_ref</source>
        <translation>source_ref</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="135"/>
        <source>SHA-256 of the canonical bytes</source>
        <translation>SHA-256 بایت‌های متعارف</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="136"/>
        <source>Copy</source>
        <translation>رونوشت</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="137"/>
        <source>Copy the SHA-256 digest</source>
        <translation>رونوشت از چکیدهٔ SHA-256</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="160"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="161"/>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="295"/>
        <source>Title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="162"/>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="296"/>
        <source>Body</source>
        <translation>متن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="164"/>
        <source>Character</source>
        <translation>نویسه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="165"/>
        <source>Members</source>
        <translation>اعضا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="166"/>
        <source>Canonical JSON</source>
        <translation>JSON متعارف</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="184"/>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="209"/>
        <source>Group {number} of {total}: {members}, representative {doc_id}</source>
        <translation>گروه {number} از {total}: {members}، نماینده {doc_id}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="219"/>
        <source>Record {doc_id} ({source_ref}), group {number}</source>
        <translation>رکورد {doc_id} ({source_ref})، گروه {number}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="229"/>
        <source>Select a group or a record.</source>
        <translation>یک گروه یا یک رکورد را انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/detail/detail_pane.py" line="315"/>
        <source>Cannot be shown: {problem}</source>
        <translation>نمایش‌دادنی نیست: {problem}</translation>
    </message>
</context>
<context>
    <name>DifferenceClasses</name>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="19"/>
        <source>Language tags differ</source>
        <translation>برچسب‌های زبان متفاوت‌اند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="20"/>
        <source>Same text, but the title/body boundary moved</source>
        <translation>همان متن، اما مرز عنوان و متن جابه‌جا شده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="21"/>
        <source>Byte order mark at the start</source>
        <translation>نشانهٔ ترتیب بایت (BOM) در آغاز</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="22"/>
        <source>Line endings differ</source>
        <translation>پایان خط‌ها متفاوت‌اند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="23"/>
        <source>White space at the edge of a line or field</source>
        <translation>فاصلهٔ سفید در لبهٔ خط یا فیلد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="24"/>
        <source>Canonically equivalent (equal after NFC)</source>
        <translation>هم‌ارز استاندارد (پس از NFC برابر)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="26"/>
        <source>Invisible bidi control</source>
        <translation>نویسهٔ کنترل دوجهتی نامرئی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="27"/>
        <source>Zero width non-joiner</source>
        <translation>نیم‌فاصله (ZWNJ)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="28"/>
        <source>Variation selector</source>
        <translation>گزینشگر گونه (variation selector)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="29"/>
        <source>Invisible (default ignorable) character</source>
        <translation>نویسهٔ نامرئی (نادیده‌گرفتنی)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="30"/>
        <source>A different kind of space</source>
        <translation>نوع دیگری از فاصله</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="31"/>
        <source>A different number of spaces</source>
        <translation>تعداد متفاوت فاصله‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="32"/>
        <source>Digits of different systems</source>
        <translation>رقم‌های دستگاه‌های متفاوت</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="33"/>
        <source>Arabic vs Persian yeh</source>
        <translation>یای عربی در برابر یای فارسی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="34"/>
        <source>Arabic kaf vs Persian keheh</source>
        <translation>کاف عربی در برابر کاف فارسی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="35"/>
        <source>Heh with hamza written two ways</source>
        <translation>هٔ (ه با همزه) به دو شکل</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="36"/>
        <source>Yeh with hamza written two ways</source>
        <translation>ئ (ی با همزه) به دو شکل</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="37"/>
        <source>A heh variant</source>
        <translation>گونه‌ای از ه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="38"/>
        <source>A compatibility form (equal after NFKC)</source>
        <translation>شکل سازگاری (پس از NFKC برابر)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="39"/>
        <source>Tatweel (kashida)</source>
        <translation>کشیده (تطویل)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="40"/>
        <source>A hamza written or left out</source>
        <translation>همزه نوشته یا انداخته شده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="41"/>
        <source>Arabic diacritics (harakat)</source>
        <translation>اعراب (حرکات)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="42"/>
        <source>A punctuation variant</source>
        <translation>گونهٔ دیگری از نشانه‌گذاری</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="43"/>
        <source>Letter case</source>
        <translation>بزرگی و کوچکی حروف</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="44"/>
        <source>Look-alike characters (UTS #39 confusables)</source>
        <translation>نویسه‌های هم‌شکل (UTS #39)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="45"/>
        <source>A real edit</source>
        <translation>ویرایش واقعی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/class_titles.py" line="62"/>
        <source>, </source>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>DifferenceSentences</name>
    <message>
        <location filename="../../docdedup_gui/compare/difference_text.py" line="24"/>
        <source>{a} in A, {b} in B</source>
        <translation>{a} در A، {b} در B</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/difference_text.py" line="25"/>
        <source>{title}: {sides}</source>
        <translation>{title}: {sides}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/difference_text.py" line="26"/>
        <source>{title} [{tags}]: {sides}</source>
        <translation>{title} [{tags}]: {sides}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/difference_text.py" line="27"/>
        <source>{title}: “{a}” in A, “{b}” in B</source>
        <translation>{title}: «{a}» در A، «{b}» در B</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/difference_text.py" line="28"/>
        <source>{title}: “{moved}” is in A&apos;s title and B&apos;s body</source>
        <translation>{title}: «{moved}» در عنوان A و متن B است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/difference_text.py" line="29"/>
        <source>{title}: “{moved}” is in A&apos;s body and B&apos;s title</source>
        <translation>{title}: «{moved}» در متن A و عنوان B است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/difference_text.py" line="30"/>
        <source>nothing</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/difference_text.py" line="31"/>
        <source>“{shown}” ({count} code points)</source>
        <translation>«{shown}» ({count} نقطهٔ کد)</translation>
    </message>
</context>
<context>
    <name>DifferencesModel</name>
    <message>
        <location filename="../../docdedup_gui/compare/differences_model.py" line="16"/>
        <source>Class</source>
        <translation>رده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/differences_model.py" line="17"/>
        <source>Field</source>
        <translation>فیلد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/differences_model.py" line="18"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/differences_model.py" line="19"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/differences_model.py" line="20"/>
        <source>Explanation</source>
        <translation>توضیح</translation>
    </message>
</context>
<context>
    <name>GroupTreeModel</name>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="34"/>
        <source>doc_id</source>
        <translation>doc_id</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="35"/>
        <source>Title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="36"/>
        <source>source_ref</source>
        <translation>source_ref</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="37"/>
        <source>Members</source>
        <translation>اعضا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="38"/>
        <source>Near</source>
        <translation>نزدیک</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="40"/>
        <source>Bytes</source>
        <translation>بایت</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="41"/>
        <source>Digest</source>
        <translation>چکیده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="47"/>
        <source>A group&apos;s representative (its smallest doc_id), or a member&apos;s doc_id</source>
        <translation>نمایندهٔ گروه (کوچک‌ترین doc_id آن)، یا doc_id یک عضو</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="48"/>
        <source>The record&apos;s title (hover a group for the start of its body)</source>
        <translation>عنوان رکورد (برای دیدن آغاز متن، نشانگر را روی گروه نگه دارید)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="49"/>
        <source>Where the record came from (provenance, never compared)</source>
        <translation>خاستگاه رکورد (نشان منشأ؛ هرگز مقایسه نمی‌شود)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="50"/>
        <source>Records with exactly the same canonical bytes</source>
        <translation>رکوردهایی با بایت‌های متعارف دقیقاً یکسان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="51"/>
        <source>Near-identical groups: equal once invisible differences are folded</source>
        <translation>گروه‌های تقریباً یکسان: پس از یکی کردن تفاوت‌های نامرئی برابرند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="54"/>
        <source>Length of the canonical bytes (UTF-8)</source>
        <translation>طول بایت‌های متعارف (UTF-8)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="55"/>
        <source>SHA-256 of the canonical bytes (it only proposes; bytes decide)</source>
        <translation>SHA-256 بایت‌های متعارف (فقط پیشنهاد می‌دهد؛ بایت‌ها تصمیم می‌گیرند)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="126"/>
        <source>Near-identical groups: %n; differs by: {classes}</source>
        <translation>گروه‌های تقریباً یکسان: %Ln؛ تفاوت در: {classes}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="39"/>
        <source>Characters</source>
        <translation>نویسه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="52"/>
        <source>Characters worth a look that the group&apos;s records hold, by kind (the Characters pane lists them)</source>
        <translation>نویسه‌های درخور بررسی در رکوردهای گروه، بر پایهٔ گونه (پنل نویسه‌ها فهرستشان می‌کند)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/group_tree_cells.py" line="61"/>
        <source>Changed since the result was written</source>
        <translation>پس از نوشته‌شدن نتیجه تغییر کرده است</translation>
    </message>
</context>
<context>
    <name>HexDumpView</name>
    <message>
        <location filename="../../docdedup_gui/widgets/hex_copy.py" line="19"/>
        <source>Copy as hex</source>
        <translation>رونوشت به صورت هگز</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/hex_copy.py" line="20"/>
        <source>Copy as C array</source>
        <translation>رونوشت به صورت آرایهٔ C</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/hex_copy.py" line="21"/>
        <source>Copy as Base64</source>
        <translation>رونوشت به صورت Base64</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/hex_view.py" line="45"/>
        <source>Canonical bytes</source>
        <translation>بایت‌های متعارف</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/hex_tooltip.py" line="18"/>
        <source>byte {offset} (0x{hex}) of {total}</source>
        <translation>بایت {offset} (0x{hex}) از {total}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/hex_tooltip.py" line="22"/>
        <source>JSON structure</source>
        <translation>ساختار JSON</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/hex_tooltip.py" line="23"/>
        <source>byte {position} of {count} of {char}</source>
        <translation>بایت {position} از {count} بایتِ {char}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/hex_tooltip.py" line="25"/>
        <source>lead byte: it says how many bytes follow</source>
        <translation>بایت آغازین: می‌گوید چند بایت در پی می‌آید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/hex_tooltip.py" line="26"/>
        <source>continuation byte (10xxxxxx)</source>
        <translation>بایت ادامه (10xxxxxx)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/hex_tooltip.py" line="27"/>
        <source>a JSON escape</source>
        <translation>یک گریز JSON</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../docdedup_gui/desktop/file_open.py" line="1"/>
        <source>(mapped: {mapping})</source>
        <translation>(نگاشته با {mapping})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/file_open.py" line="1"/>
        <source>(text files, language {language})</source>
        <translation>(پرونده‌های متنی، زبان {language})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/file_open.py" line="1"/>
        <source>Open &amp;folder of text files...</source>
        <translation>باز کردن &amp;پوشهٔ پرونده‌های متنی...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/file_open.py" line="1"/>
        <source>Read each file of a folder, at any depth, as one record</source>
        <translation>هر پروندهٔ یک پوشه را، در هر ژرفایی، یک رکورد بخوان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/file_open.py" line="1"/>
        <source>Field &amp;names...</source>
        <translation>&amp;نام فیلدها...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/file_open.py" line="1"/>
        <source>Choose which key of the open file each record field is read from</source>
        <translation>انتخاب کنید هر فیلد رکورد از کدام کلید پروندهٔ باز خوانده شود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/file_open.py" line="1"/>
        <source>Open a folder of text files</source>
        <translation>باز کردن پوشه‌ای از پرونده‌های متنی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/file_open.py" line="1"/>
        <source>{file} now has the five fields itself: opened as it is, without the mapping it was read with before ({mapping}).</source>
        <translation>{file} اکنون خودش پنج فیلد را دارد: همان‌گونه که هست باز شد، بی نگاشتی که پیش‌تر با آن خوانده می‌شد ({mapping}).</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/file_open.py" line="1"/>
        <source>{file} changed: its first record no longer has the key {key} that its mapping reads. Choose the field names again.</source>
        <translation>{file} تغییر کرده است: نخستین رکوردش دیگر کلید {key} را که نگاشتش می‌خواند ندارد. نام فیلدها را دوباره انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/desktop/file_open.py" line="1"/>
        <source>{file} changed: it no longer has the column {key} that its mapping reads. Choose the field names again.</source>
        <translation>{file} تغییر کرده است: دیگر ستون {key} را که نگاشتش می‌خواند ندارد. نام فیلدها را دوباره انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="1"/>
        <source>Reading the first record</source>
        <translation>خواندن نخستین رکورد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/projector_room.py" line="32"/>
        <source>&amp;Neighbours and problems</source>
        <translation>همسایه‌ها و مشکلات (&amp;N)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/projector_room.py" line="64"/>
        <source>Neighbours and Problems are closed to give the page room: View &gt; Neighbours and problems opens them.</source>
        <translation>همسایه‌ها و مشکلات بسته شدند تا صفحه جا داشته باشد: نما &gt; همسایه‌ها و مشکلات آن‌ها را باز می‌کند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="41"/>
        <source>&amp;File</source>
        <translation>پرونده (&amp;F)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="42"/>
        <source>&amp;Open...</source>
        <translation>باز کردن... (&amp;O)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="43"/>
        <source>Open Recen&amp;t</source>
        <translation>پرونده‌های اخیر (&amp;T)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="44"/>
        <source>&amp;Reload</source>
        <translation>بارگذاری دوباره (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="45"/>
        <source>&amp;Export groups...</source>
        <translation>صدور گروه‌ها... (&amp;E)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="46"/>
        <source>&amp;Quit</source>
        <translation>خروج (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="47"/>
        <source>&amp;View</source>
        <translation>نما (&amp;V)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="48"/>
        <source>&amp;Duplicates only</source>
        <translation>فقط تکراری‌ها (&amp;D)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="49"/>
        <source>Show &amp;invisible characters</source>
        <translation>نمایش نویسه‌های نامرئی (&amp;I)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="50"/>
        <source>&amp;Limits profile</source>
        <translation>نمایهٔ محدودیت‌ها (&amp;L)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="51"/>
        <source>&amp;Simulate digest collisions</source>
        <translation>شبیه‌سازی برخورد چکیده‌ها (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="52"/>
        <source>&amp;Help</source>
        <translation>راهنما (&amp;H)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="53"/>
        <source>The &amp;contract</source>
        <translation>قرارداد (&amp;C)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="54"/>
        <source>&amp;Verify the contract</source>
        <translation>وارسی قرارداد (&amp;V)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="55"/>
        <source>&amp;About</source>
        <translation>درباره (&amp;A)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/actions.py" line="117"/>
        <source>Main</source>
        <translation>اصلی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="63"/>
        <source>Loading</source>
        <translation>در حال بارگذاری</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="64"/>
        <source>Filtering</source>
        <translation>در حال پالایش</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="65"/>
        <source>Finding near-identical groups</source>
        <translation>در حال یافتن گروه‌های تقریباً یکسان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="67"/>
        <source>Finding similar groups</source>
        <translation>در حال یافتن گروه‌های مشابه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="68"/>
        <source>Comparing</source>
        <translation>در حال مقایسه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="69"/>
        <source>Exporting</source>
        <translation>در حال صدور</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="70"/>
        <source>Reading decisions</source>
        <translation>خواندن تصمیم‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="71"/>
        <source>Counting decisions</source>
        <translation>شمارش تصمیم‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="72"/>
        <source>Identifying the input for decisions</source>
        <translation>شناسایی پروندهٔ ورودی برای تصمیم‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="73"/>
        <source>Suggesting keepers</source>
        <translation>پیشنهاد نگه‌دارنده‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/accessibility.py" line="117"/>
        <location filename="../../docdedup_gui/panes.py" line="122"/>
        <source>Detail</source>
        <translation>جزئیات</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/panes.py" line="123"/>
        <source>Compare</source>
        <translation>مقایسه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/panes.py" line="124"/>
        <source>Neighbours</source>
        <translation>همسایه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/panes.py" line="125"/>
        <source>Problems</source>
        <translation>مشکلات</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="207"/>
        <source>&amp;Compare selected</source>
        <translation>مقایسهٔ انتخاب‌شده‌ها (&amp;C)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="209"/>
        <source>&amp;Filter groups</source>
        <translation>پالایش گروه‌ها (&amp;F)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/session_view.py" line="205"/>
        <source>Could not open the file: {message}</source>
        <translation>پرونده باز نشد: {message}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/session_view.py" line="207"/>
        <source>Could not open {path}: {message}</source>
        <translation>باز کردن {path} ممکن نشد: {message}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/session_view.py" line="227"/>
        <source>Loading {path} was cancelled.</source>
        <translation>بارگذاری {path} لغو شد.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/session_view.py" line="229"/>
        <source>cancelled</source>
        <translation>لغو شد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/session_view.py" line="305"/>
        <source>{name} is not valid JSON from line {line} on: the records before it are shown; the rest of the file was not read. See Problems.</source>
        <translation>{name} از سطر {line} به بعد JSON معتبر نیست: رکوردهای پیش از آن نمایش داده شده‌اند؛ بقیهٔ پرونده خوانده نشد. «مشکلات» را ببینید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/session_view.py" line="218"/>
        <source>Finding near-identical groups failed: {message}</source>
        <translation>یافتن گروه‌های تقریباً یکسان ناموفق بود: {message}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="321"/>
        <source>Select two records or groups to compare (Ctrl+click).</source>
        <translation>دو رکورد یا دو گروه را برای مقایسه انتخاب کنید (Ctrl+کلیک).</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/session_view.py" line="194"/>
        <source>Groups written to {path}.</source>
        <translation>گروه‌ها در {path} نوشته شدند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="327"/>
        <source>Open records</source>
        <translation>باز کردن رکوردها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="328"/>
        <source>Records (*.json *.jsonl *.ndjson);;All files (*)</source>
        <translation>رکوردها (*.json *.jsonl *.ndjson);;همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="337"/>
        <source>Export groups</source>
        <translation>صدور گروه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="338"/>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/message_bar.py" line="47"/>
        <source>Dismiss</source>
        <translation>بستن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/panes.py" line="67"/>
        <source>Filter: doc_id, source_ref, digest prefix or text (Ctrl+F)</source>
        <translation>پالایش: doc_id، source_ref، آغاز چکیده یا متن (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/panes.py" line="77"/>
        <source>Exact-duplicate groups and their members</source>
        <translation>گروه‌های کاملاً تکراری و اعضایشان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/persistence.py" line="58"/>
        <source>No recent files</source>
        <translation>پرونده‌ای اخیراً باز نشده است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/status_panel.py" line="51"/>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/status_panel.py" line="106"/>
        <source>No file</source>
        <translation>بدون پرونده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/status_panel.py" line="107"/>
        <source>Records: {n}</source>
        <translation>رکوردها: {n}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/status_panel.py" line="109"/>
        <source>Duplicate groups: {n}</source>
        <translation>گروه‌های تکراری: {n}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/status_panel.py" line="110"/>
        <source>Near-identical clusters: {n}</source>
        <translation>خوشه‌های تقریباً یکسان: {n}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/status_panel.py" line="112"/>
        <source>Problems: {n}</source>
        <translation>مشکلات: {n}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/status_panel.py" line="113"/>
        <source>Limits: {name}</source>
        <translation>محدودیت‌ها: {name}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/status_panel.py" line="114"/>
        <source> · digests: 64 zeros</source>
        <translation> · چکیده‌ها: ۶۴ صفر</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/status_panel.py" line="123"/>
        <source>Groups: {n}</source>
        <translation>گروه‌ها: {n}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/status_panel.py" line="124"/>
        <source>Groups: {n} ({shown} shown)</source>
        <translation>گروه‌ها: {n} ({shown} نمایش داده‌شده)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/app.py" line="56"/>
        <source>No record with doc_id {ids} in this file.</source>
        <translation>رکوردی با doc_id {ids} در این پرونده نیست.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="66"/>
        <source>Counting characters</source>
        <translation>شمردن نویسه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="194"/>
        <source>Characters</source>
        <translation>نویسه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/session_view.py" line="214"/>
        <source>Counting characters failed: {message}</source>
        <translation>شمردن نویسه‌ها ناموفق بود: {message}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="215"/>
        <source>&amp;Playground</source>
        <translation>زمین بازی (&amp;P)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="330"/>
        <source>Records</source>
        <translation>رکوردها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/main_window.py" line="330"/>
        <source>All files</source>
        <translation>همهٔ پرونده‌ها</translation>
    </message>
</context>
<context>
    <name>NeighboursView</name>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="54"/>
        <source>in the same cluster</source>
        <translation>در همان خوشه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="56"/>
        <source>differs by: {classes}</source>
        <translation>تفاوت در: {classes}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="69"/>
        <source>similar: {percent}%</source>
        <translation>شباهت: {percent}٪</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="100"/>
        <source>Representative</source>
        <translation>نماینده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="100"/>
        <source>Members</source>
        <translation>اعضا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="101"/>
        <source>Relation</source>
        <translation>نسبت</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="130"/>
        <source>Find similar groups</source>
        <translation>یافتن گروه‌های مشابه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="134"/>
        <source>&amp;Previous pair</source>
        <translation>جفت &amp;قبلی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="137"/>
        <source>&amp;Next pair</source>
        <translation>جفت &amp;بعدی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="168"/>
        <source>Select a group to see its neighbours.</source>
        <translation>یک گروه را انتخاب کنید تا همسایه‌هایش را ببینید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="188"/>
        <source>No near-identical groups for {rep}.</source>
        <translation>گروه تقریباً یکسانی برای {rep} نیست.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="190"/>
        <source>Groups close to {rep} (double-click to compare):</source>
        <translation>گروه‌های نزدیک به {rep} (برای مقایسه دوبار کلیک کنید):</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/tree/neighbours_view.py" line="218"/>
        <source>Pair {number} of {count}: {a} ~ {b}</source>
        <translation>جفت {number} از {count}: {a} ~ {b}</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="21"/>
        <source>ZWNJ</source>
        <translation>ZWNJ (نیم‌فاصله)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="22"/>
        <source>ZWJ</source>
        <translation>ZWJ (اتصال بی‌عرض)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="23"/>
        <source>ZWSP</source>
        <translation>ZWSP (فاصله‌ی بی‌عرض)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="24"/>
        <source>LRM</source>
        <translation>LRM (نشانه‌ی چپ‌به‌راست)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="25"/>
        <source>RLM</source>
        <translation>RLM (نشانه‌ی راست‌به‌چپ)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="26"/>
        <source>ALM</source>
        <translation>ALM (نشانه‌ی حرف عربی)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="27"/>
        <source>BOM</source>
        <translation>BOM (نشانه‌ی ترتیب بایت)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="28"/>
        <source>SHY</source>
        <translation>SHY (خط تیره‌ی نرم)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="29"/>
        <source>NBSP</source>
        <translation>NBSP (فاصله‌ی نشکن)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="30"/>
        <source>NNBSP</source>
        <translation>NNBSP (فاصله‌ی نشکن باریک)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="31"/>
        <source>TAB</source>
        <translation>TAB (جهش)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="32"/>
        <source>CR</source>
        <translation>CR (بازگشت به سر سطر)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="33"/>
        <source>LF</source>
        <translation>LF (سطر بعد)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="34"/>
        <source>CRLF</source>
        <translation>CRLF (بازگشت به سر سطر و سطر بعد)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="35"/>
        <source>Arabic yeh</source>
        <translation>یای عربی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="36"/>
        <source>Persian yeh</source>
        <translation>یای فارسی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="37"/>
        <source>Arabic kaf</source>
        <translation>کاف عربی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="38"/>
        <source>Persian kaf</source>
        <translation>کاف فارسی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="39"/>
        <source>heh</source>
        <translation>ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="40"/>
        <source>teh marbuta</source>
        <translation>تای گرد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="41"/>
        <source>Latin</source>
        <translation>لاتین</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="42"/>
        <source>Cyrillic</source>
        <translation>سیریلیک</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="43"/>
        <source>tatweel</source>
        <translation>کشیده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="44"/>
        <source>fatha</source>
        <translation>فتحه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="45"/>
        <source>kasra</source>
        <translation>کسره</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="46"/>
        <source>damma</source>
        <translation>ضمه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="47"/>
        <source>sukun</source>
        <translation>سکون</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="48"/>
        <source>shadda</source>
        <translation>تشدید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="49"/>
        <source>tanwin fath</source>
        <translation>تنوین فتحه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="50"/>
        <source>hamza</source>
        <translation>همزه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="51"/>
        <source>hamza above</source>
        <translation>همزه‌ی بالا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="52"/>
        <source>alef with hamza</source>
        <translation>الف با همزه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="53"/>
        <source>yeh with hamza</source>
        <translation>یای همزه‌دار</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="54"/>
        <source>ASCII</source>
        <translation>اَسکی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="55"/>
        <source>Persian</source>
        <translation>فارسی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="56"/>
        <source>Arabic-Indic</source>
        <translation>عربی‌هندی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py" line="68"/>
        <source>{digit} ({system})</source>
        <translation>{digit} ({system})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>WJ</source>
        <translation>WJ (اتصال واژه)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>LRE</source>
        <translation>LRE (جاسازی چپ‌به‌راست)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>RLE</source>
        <translation>RLE (جاسازی راست‌به‌چپ)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>PDF</source>
        <translation>PDF (پایان جاسازی یا تحمیل)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>LRO</source>
        <translation>LRO (تحمیل چپ‌به‌راست)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>RLO</source>
        <translation>RLO (تحمیل راست‌به‌چپ)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>LRI</source>
        <translation>LRI (جداسازی چپ‌به‌راست)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>RLI</source>
        <translation>RLI (جداسازی راست‌به‌چپ)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>FSI</source>
        <translation>FSI (جداسازی با جهت نخستین حرف)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>PDI</source>
        <translation>PDI (پایان جداسازی)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>NEL</source>
        <translation>NEL (نویسهٔ سطر بعد)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>LS</source>
        <translation>LS (جداکنندهٔ سطر)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>PS</source>
        <translation>PS (جداکنندهٔ بند)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>acute</source>
        <translation>اکسان تیز</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>grave</source>
        <translation>اکسان بم</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>diaeresis</source>
        <translation>دو نقطهٔ بالا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>circumflex</source>
        <translation>کلاهک</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>tilde</source>
        <translation>تیلدا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>cedilla</source>
        <translation>سدیل</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>CGJ</source>
        <translation>CGJ (پیوند خوشهٔ نویسه)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>tanwin damm</source>
        <translation>تنوین ضمه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>tanwin kasr</source>
        <translation>تنوین کسره</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>superscript alef</source>
        <translation>الف خنجری</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>maddah above</source>
        <translation>مد بالا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_texts.py"/>
        <source>hamza below</source>
        <translation>همزهٔ پایین</translation>
    </message>
</context>
<context>
    <name>Paint</name>
    <message>
        <location filename="../../docdedup_gui/widgets/safe_paint.py" line="41"/>
        <source>Could not draw {what}: {error}</source>
        <translation>کشیدن {what} ممکن نشد: ⁦{error}⁩</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/compare/insertion_field.py" line="42"/>
        <source>where the other side has text</source>
        <translation>جاهایی که طرف دیگر متن دارد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/hex_view.py" line="301"/>
        <source>the bytes</source>
        <translation>بایت‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/field_view.py" line="349"/>
        <source>the invisible-character markers</source>
        <translation>نشانه‌های نویسه‌های نامرئی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="73"/>
        <source>the review progress</source>
        <translation>پیشرفت بازبینی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/steady_label.py" line="96"/>
        <source>the label</source>
        <translation>برچسب</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/bidi_banner.py" line="80"/>
        <source>the banner&apos;s border</source>
        <translation>حاشیهٔ نوار هشدار</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/widgets/message_bar.py" line="93"/>
        <source>the message&apos;s border</source>
        <translation>حاشیهٔ خط پیام</translation>
    </message>
</context>
<context>
    <name>Playground</name>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="160"/>
        <source>The characters palette is closed to give the records room: View &gt; Characters opens it.</source>
        <translation>پالت نویسه‌ها بسته شد تا رکوردها جا داشته باشند: نما &gt; نویسه‌ها آن را باز می‌کند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/class_file.py"/>
        <source>{shown} of the {total} records of {path}</source>
        <translation>{shown} از {total} رکورد {path}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/class_file.py"/>
        <source>Opened {path}</source>
        <translation>باز شد: {path}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/class_file.py"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/class_file.py"/>
        <source>{path}: no record with doc_id {doc_id}; its doc_ids are {known}</source>
        <translation>{path}: رکوردی با doc_id {doc_id} ندارد؛ شناسه‌های doc_id آن: {known}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/class_file.py"/>
        <source>{path}: holds no valid record; the playground needs at least one</source>
        <translation>{path}: هیچ رکورد معتبری ندارد؛ زمین بازی دست‌کم یک رکورد می‌خواهد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/class_file.py"/>
        <source>Open class file</source>
        <translation>باز کردن پروندهٔ کلاس</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/class_file.py"/>
        <source>Records (*.json *.jsonl);;All files (*)</source>
        <translation>رکوردها (*.json *.jsonl);;همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/class_file.py"/>
        <source>&amp;Open class file...</source>
        <translation>باز کردن پروندهٔ کلاس... (&amp;O)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/editor.py" line="83"/>
        <source>SHA-256 of the canonical bytes</source>
        <translation>SHA-256 بایت‌های متعارف</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/editor.py" line="136"/>
        <source>Bytes</source>
        <translation>بایت‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/editor.py" line="137"/>
        <source>Canonical JSON</source>
        <translation>JSON متعارف</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/editor.py" line="150"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/editor.py" line="151"/>
        <source>Title</source>
        <translation>عنوان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/editor.py" line="152"/>
        <source>Body</source>
        <translation>متن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/editor.py" line="162"/>
        <source>Record {doc_id}</source>
        <translation>رکورد {doc_id}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/editor.py" line="208"/>
        <source>{length} canonical bytes</source>
        <translation>{length} بایت متعارف</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py" line="33"/>
        <source>Find a character (ZWNJ, U+064A, yeh...)</source>
        <translation>یافتن نویسه (ZWNJ، U+064A، «yeh»…)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py" line="45"/>
        <source>Insert {name}</source>
        <translation>درج {name}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="49"/>
        <source>{a} and {b}</source>
        <translation>{a} و {b}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="52"/>
        <source>same group: the canonical bytes are equal</source>
        <translation>یک گروه: بایت‌های متعارف برابرند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="53"/>
        <source>near-identical, not duplicates: {classes}</source>
        <translation>تقریباً یکسان، نه تکراری: {classes}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="54"/>
        <source>different content: {classes}</source>
        <translation>محتوای متفاوت: {classes}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="55"/>
        <source>different bytes; working out why…</source>
        <translation>بایت‌ها متفاوت‌اند؛ در حال یافتن چرایی…</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="71"/>
        <source>Playground — the contract, live</source>
        <translation>زمین بازی — قرارداد، زنده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="89"/>
        <source>&amp;View</source>
        <translation>نما (&amp;V)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="105"/>
        <source>Characters</source>
        <translation>نویسه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="110"/>
        <source>&amp;File</source>
        <translation>پرونده (&amp;F)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="111"/>
        <source>&amp;Save records as...</source>
        <translation>ذخیرهٔ رکوردها به نام... (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="114"/>
        <source>&amp;Close</source>
        <translation>بستن (&amp;C)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="116"/>
        <source>&amp;Records</source>
        <translation>رکوردها (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="117"/>
        <source>&amp;Add a record</source>
        <translation>افزودن رکورد (&amp;A)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="119"/>
        <source>&amp;Remove the last record</source>
        <translation>حذف آخرین رکورد (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="121"/>
        <source>&amp;Step through the contract</source>
        <translation>گام‌به‌گام در قرارداد (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="277"/>
        <source>Saved {path}</source>
        <translation>ذخیره شد: {path}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="282"/>
        <source>Save records as</source>
        <translation>ذخیرهٔ رکوردها به نام</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/window.py" line="283"/>
        <source>Records (*.json)</source>
        <translation>رکوردها (*.json)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/boxes.py" line="55"/>
        <source>{field}: {reason}; its start is shown, read only. Its bytes, digest and verdict are the whole text's.</source>
        <translation>⁦{field}⁩: {reason}؛ آغاز آن فقط‌خواندنی نشان داده می‌شود. بایت‌ها، چکیده و حکم آن از کل متن است.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/boxes.py" line="66"/>
        <source>{field}: not pasted, {reason}.</source>
        <translation>⁦{field}⁩: چسبانده نشد، {reason}.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/editor.py" line="178"/>
        <source>working out the SHA-256…</source>
        <translation>در حال محاسبهٔ SHA-256…</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py"/>
        <source>U+202E, \u202e, &amp;#x202E; or a name</source>
        <translation>نام یا نقطهٔ کد: ⁦U+202E, \u202e, &amp;#x202E;⁩</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py"/>
        <source>Find a character by its code point (U+202E, 202e, \u202e, &amp;#x202E;, &amp;#8238;) or by words of its name (override, acute, zero width non joiner); Up and Down choose, Enter inserts it into the box that had the focus. {keys} comes here from anywhere in the playground.</source>
        <translation>یافتن نویسه با نقطهٔ کد آن (⁦U+202E, 202e, \u202e, &amp;#x202E;, &amp;#8238;⁩) یا با واژه‌هایی از نام یونیکد آن («override»، «acute»، «zero width non joiner») یا از نام فارسی‌اش در این فهرست («نیم‌فاصله»)؛ بالا و پایین برمی‌گزینند و Enter آن را در کادری که آخرین بار فوکوس داشت درج می‌کند. {keys} از هر جای زمین بازی به این‌جا می‌آورد.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py"/>
        <source>Find a character</source>
        <translation>یافتن نویسه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py"/>
        <source>{number} is past the last code point, U+10FFFF.</source>
        <translation>{number} فراتر از آخرین نقطهٔ کد، U+10FFFF، است.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py"/>
        <source>No character found for {query}: type a code point (U+202E, 202e, \u202e, &amp;#x202E;) or words of its name (override, acute).</source>
        <translation>برای {query} نویسه‌ای یافت نشد: یک نقطهٔ کد (⁦U+202E, 202e, \u202e, &amp;#x202E;⁩) یا واژه‌هایی از نام آن («override»، «acute»، «نیم‌فاصله») بنویسید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py"/>
        <source>The Unicode names are still being indexed; code points and the palette's names are found now.</source>
        <translation>نام‌های یونیکد هنوز فهرست می‌شوند؛ نقطه‌های کد و نام‌های این فهرست هم‌اکنون یافت می‌شوند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py"/>
        <source>More characters match: type more words of the name.</source>
        <translation>نویسه‌های بیشتری جورند: واژه‌های بیشتری از نام را بنویسید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py"/>
        <source>Show the characters ({keys})</source>
        <translation>نشان دادن نویسه‌ها ({keys})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py"/>
        <source>Fold the characters away ({keys})</source>
        <translation>جمع کردن نویسه‌ها ({keys})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/palette_panel.py"/>
        <source>Nothing inserted: the {field} box shows only the start of its text, read only.</source>
        <translation>چیزی درج نشد: کادر {field} تنها آغاز متنش را نشان می‌دهد، فقط‌خواندنی.</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../docdedup_gui/plurals.py" line="21"/>
        <source>%n difference(s)</source>
        <translation>
            <numerusform>%Ln تفاوت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../docdedup_gui/plurals.py" line="24"/>
        <source>%n member(s)</source>
        <translation>
            <numerusform>%Ln عضو</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../docdedup_gui/plurals.py" line="27"/>
        <source>%n record(s)</source>
        <translation>
            <numerusform>%Ln رکورد</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{shard}: the folder of text files is gone (moved, renamed or deleted); the result reads {doc_id} from it: put it back, or group the folder again</source>
        <translation>{shard}: پوشهٔ پرونده‌های متنی دیگر نیست (جابه‌جا، تغییر نام یا پاک شده است)؛ نتیجه {doc_id} را از آن می‌خواند: آن را برگردانید، یا پوشه را دوباره گروه‌بندی کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{shard}: the folder of text files is not a folder now; the result reads {doc_id} from it: put it back, or group the folder again</source>
        <translation>{shard}: پوشهٔ پرونده‌های متنی اکنون پوشه نیست؛ نتیجه {doc_id} را از آن می‌خواند: آن را برگردانید، یا پوشه را دوباره گروه‌بندی کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: {sentence}; the folder changed since the result was written, group it again</source>
        <translation>{path}: {sentence}؛ پوشه از زمان نوشتن نتیجه تغییر کرده است، آن را دوباره گروه‌بندی کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: the record {doc_id} changed since the result was written (its canonical bytes differ); group it again</source>
        <translation>{path}: رکورد {doc_id} از زمان نوشتن نتیجه تغییر کرده است (بایت‌های متعارفش فرق دارند)؛ دوباره گروه‌بندی کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: a result of a folder of text files that does not name its one folder (its shards); group the folder again to review it</source>
        <translation>{path}: نتیجهٔ پوشه‌ای از پرونده‌های متنی که نام پوشه‌اش را نمی‌گوید (shards)؛ برای بازبینی، پوشه را دوباره گروه‌بندی کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: a result of a folder of text files that gives no language (its mapping&apos;s set); group the folder again to review it</source>
        <translation>{path}: نتیجهٔ پوشه‌ای از پرونده‌های متنی که زبانی نمی‌دهد (set در mapping)؛ برای بازبینی، پوشه را دوباره گروه‌بندی کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{shown} is not the path of a file inside the folder</source>
        <translation>{shown} مسیر پرونده‌ای درون پوشه نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>the {format} stream {reason}, after {count} bytes of decompressed text</source>
        <translation>جریان فشردهٔ ⁦{format}⁩ {reason}، پس از {count} بایت از متنِ بازشده از فشردگی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>is followed by bytes that are not an {format} stream (at byte {byte} of the file)</source>
        <translation>پس از آن بایت‌هایی می‌آیند که جریان ⁦{format}⁩ نیستند (در بایت {byte} پرونده)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>is followed by bytes that are not a {format} stream (at byte {byte} of the file)</source>
        <translation>پس از آن بایت‌هایی می‌آیند که جریان ⁦{format}⁩ نیستند (در بایت {byte} پرونده)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>cannot be decompressed ({error})</source>
        <translation>از فشردگی باز نمی‌شود (⁦{error}⁩)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="1"/>
        <source>ends before its end marker (is the file truncated?)</source>
        <translation>پیش از نشانهٔ پایانش تمام می‌شود (آیا پرونده بریده شده است؟)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="1"/>
        <source>is followed by bytes that are not a gzip stream</source>
        <translation>پس از آن بایت‌هایی می‌آیند که جریان ⁦gzip⁩ نیستند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>not a regular file: it is {value}; give a regular file</source>
        <translation>پروندهٔ معمولی نیست: {value} است؛ یک پروندهٔ معمولی بدهید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="1"/>
        <source>a whole number or null</source>
        <translation>یک عدد صحیح یا null (تهی)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: no longer holds the record {doc_id}; the shard changed since the result was written, group it again</source>
        <translation>{path}: دیگر رکورد {doc_id} را در خود ندارد؛ این تکه از زمان نوشتن نتیجه تغییر کرده است، دوباره گروه‌بندی کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: the result does not say where {doc_id} starts</source>
        <translation>{path}: نتیجه نمی‌گوید {doc_id} از کجا آغاز می‌شود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: cannot read the record of {doc_id} again: {reason}</source>
        <translation>{path}: رکورد {doc_id} دوباره خوانده نمی‌شود: {reason}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: the record of {doc_id} has the key {key} twice; the shard changed since the result was written, group it again</source>
        <translation>{path}: رکورد {doc_id} کلید {key} را دو بار دارد؛ این تکه از زمان نوشتن نتیجه تغییر کرده است، دوباره گروه‌بندی کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: the record {doc_id} is no longer valid: {sentence}; the shard changed since the result was written, group it again</source>
        <translation>{path}: رکورد {doc_id} دیگر معتبر نیست: {sentence}؛ این تکه از زمان نوشتن نتیجه تغییر کرده است، دوباره گروه‌بندی کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path} was written under {shown}; this program implements {contract}</source>
        <translation>{path} با قرارداد {shown} نوشته شده است؛ این برنامه قرارداد {contract} را به کار می‌برد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: the member {doc_id} has no shard: not a located result of docdedup group; write one with several shards or --format jsonl</source>
        <translation>{path}: عضو {doc_id} تکه‌ای ندارد: نتیجه‌ای از ⁦docdedup group⁩ که جای هر رکورد را بگوید نیست؛ نتیجه‌ای با چند تکه یا با ⁦--format jsonl⁩ بنویسید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: not a result of docdedup group (its first line is no header with contract, limits, records and shards)</source>
        <translation>{path}: نتیجهٔ ⁦docdedup group⁩ نیست (سطر نخستش سرآیندی با contract، limits، records و shards نیست)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: not a located result of docdedup group ({sentence}); write one with several shards or --format jsonl</source>
        <translation>{path}: نتیجه‌ای از ⁦docdedup group⁩ که جای هر رکورد را بگوید نیست ({sentence})؛ نتیجه‌ای با چند تکه یا با ⁦--format jsonl⁩ بنویسید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: not a group of docdedup group: {sentence}</source>
        <translation>{path}: گروهی از ⁦docdedup group⁩ نیست: {sentence}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: group {number}: the group of {doc_id} is given again (first on group {count}); a result holds each group once</source>
        <translation>{path}: گروه {number}: گروه {doc_id} دوباره آمده است (نخستین بار در گروه {count})؛ هر گروه یک بار در نتیجه می‌آید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: the group of {doc_id} is given again (first on line {line}); a result holds each group once</source>
        <translation>{path}: گروه {doc_id} دوباره آمده است (نخستین بار در سطر {line})؛ هر گروه یک بار در نتیجه می‌آید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: group {number}: the member {doc_id} is given again (first on group {count}); a result holds each record once</source>
        <translation>{path}: گروه {number}: عضو {doc_id} دوباره آمده است (نخستین بار در گروه {count})؛ هر رکورد یک بار در نتیجه می‌آید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_templates.py" line="1"/>
        <source>{path}: the member {doc_id} is given again (first on line {line}); a result holds each record once</source>
        <translation>{path}: عضو {doc_id} دوباره آمده است (نخستین بار در سطر {line})؛ هر رکورد یک بار در نتیجه می‌آید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="1"/>
        <source>No such file or directory</source>
        <translation>چنین پرونده یا پوشه‌ای نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="1"/>
        <source>Permission denied</source>
        <translation>اجازهٔ دسترسی نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="1"/>
        <source>Is a directory</source>
        <translation>یک پوشه است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="1"/>
        <source>Not a directory</source>
        <translation>پوشه نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py"/>
        <source>there was not enough memory to finish the work; nothing was changed: close other programs, or open a smaller file, and try again</source>
        <translation>حافظهٔ کافی برای به پایان بردن کار نبود؛ چیزی تغییر نکرد: برنامه‌های دیگر را ببندید، یا پرونده‌ای کوچک‌تر باز کنید، و دوباره بکوشید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="1"/>
        <source>choose the key {field} is read from</source>
        <translation>کلیدی را که {field} از آن خوانده می‌شود انتخاب کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="1"/>
        <source>{field} is read from a key of the file; only language and title can be given one value</source>
        <translation>{field} از یکی از کلیدهای پرونده خوانده می‌شود؛ فقط به language و title می‌توان یک مقدار داد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py"/>
        <source>a PNG picture</source>
        <translation>تصویر PNG</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py"/>
        <source>an SVG drawing</source>
        <translation>طرح SVG</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="34"/>
        <source>{field} must be a string of 1 to {maximum} characters; got {value}</source>
        <translation>{field} باید رشته‌ای از ۱ تا {maximum} نویسه باشد؛ مقدار آن: {value}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="35"/>
        <source>{field} must have 1 to {maximum} characters; it has {count}</source>
        <translation>{field} باید ۱ تا {maximum} نویسه داشته باشد؛ {count} نویسه دارد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="36"/>
        <source>{field} must be {rule}; got {shown} (character {position} is {character})</source>
        <translation>{field} باید {rule} باشد؛ مقدار آن {shown} است (نویسهٔ {position} آن {character} است)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="38"/>
        <source>{field} must be {rule}; got {value}</source>
        <translation>{field} باید {rule} باشد؛ مقدار آن: {value}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="39"/>
        <source>a record has exactly the fields doc_id, source_ref, language, title, body: {parts}</source>
        <translation>هر رکورد دقیقاً فیلدهای doc_id، source_ref، language، title و body را دارد: {parts}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="41"/>
        <source>missing {names}</source>
        <translation>نبودِ {names}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="42"/>
        <source>unknown {names}</source>
        <translation>ناشناخته: {names}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="43"/>
        <source>a record must be a JSON object with the fields doc_id, source_ref, language, title, body; got {value}</source>
        <translation>هر رکورد باید یک شیء JSON با فیلدهای doc_id، source_ref، language، title و body باشد؛ مقدار آن: {value}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="46"/>
        <source>doc_id {doc_id} is already used by record {record} at line {line}</source>
        <translation>doc_id {doc_id} پیش‌تر در رکورد {record} در خط {line} به کار رفته است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="50"/>
        <source>doc_id {doc_id} is already used by record {record} at row group {group}, row {row}</source>
        <translation>doc_id {doc_id} پیش‌تر در رکورد {record} در گروه سطرهای {group}، سطر {row} به کار رفته است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="47"/>
        <source>doc_id {doc_id} is already used by record {record}</source>
        <translation>doc_id {doc_id} پیش‌تر در رکورد {record} به کار رفته است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="48"/>
        <source>no records in the file; the {profile} profile accepts {rule}</source>
        <translation>پرونده هیچ رکوردی ندارد؛ نمایهٔ {profile} {rule} را می‌پذیرد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="49"/>
        <source>the file holds {count} records; the {profile} profile accepts {rule}</source>
        <translation>پرونده {count} رکورد دارد؛ نمایهٔ {profile} {rule} را می‌پذیرد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="50"/>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} خوانده نمی‌شود: {reason}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="51"/>
        <source>the file cannot be read: {reason}</source>
        <translation>پرونده خوانده نمی‌شود: {reason}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="52"/>
        <source>refusing to write the output onto the input file {path}</source>
        <translation>خروجی روی پروندهٔ ورودی {path} نوشته نمی‌شود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="64"/>
        <source>refusing to write the output into the folder {path}, which is an input: a later run reading the folder would take {shown} for part of the corpus; give a name outside the folder</source>
        <translation>خروجی در پوشهٔ {path} نوشته نمی‌شود، چون این پوشه ورودی است: اجرای بعدی که پوشه را بخواند {shown} را بخشی از پیکره می‌گیرد؛ نامی بیرون از پوشه بدهید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="53"/>
        <source>refusing to write onto {path}: it is {value}; give a regular file or a new name</source>
        <translation>روی {path} نوشته نمی‌شود: {value} است؛ یک پروندهٔ معمولی یا نامی تازه بدهید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="55"/>
        <source>cannot write {path}: {reason}</source>
        <translation>{path} نوشته نمی‌شود: {reason}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="56"/>
        <source>not a regular file: it is {value}; give a regular file, or &apos;-&apos; to read standard input (for example: docdedup group - &lt; FILE)</source>
        <translation>پروندهٔ معمولی نیست: {value} است؛ یک پروندهٔ معمولی بدهید، یا &apos;-&apos; برای خواندن ورودی استاندارد (برای نمونه: docdedup group - &lt; FILE)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="59"/>
        <source>the input is {size}; the {profile} profile holds at most {most} ({why})</source>
        <translation>اندازهٔ ورودی {size} است؛ نمایهٔ {profile} دست‌بالا {most} را می‌پذیرد ({why})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="61"/>
        <source>the file is {encoding} without a byte order mark; save it as UTF-8</source>
        <translation>پرونده {encoding} بدون نشانهٔ ترتیب بایت است؛ آن را با UTF-8 ذخیره کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="62"/>
        <source>the file is {encoding}; save it as UTF-8</source>
        <translation>پرونده {encoding} است؛ آن را با UTF-8 ذخیره کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="63"/>
        <source>invalid UTF-8: byte {byte}; save the file as UTF-8</source>
        <translation>UTF-8 نامعتبر: بایت {byte}؛ پرونده را با UTF-8 ذخیره کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="64"/>
        <source>invalid UTF-8 ({reason}, byte {byte}); save the file as UTF-8</source>
        <translation>UTF-8 نامعتبر ({reason}، بایت {byte})؛ پرونده را با UTF-8 ذخیره کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="65"/>
        <source>duplicate key {key} in one object; a record has each field once (which of the values is meant?)</source>
        <translation>کلید {key} در یک شیء تکرار شده؛ هر فیلد یک بار در رکورد می‌آید (کدام مقدار منظور است؟)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="68"/>
        <source>{name} is not valid JSON (JSON has no NaN or Infinity); write a string</source>
        <translation>{name} در JSON معتبر نیست (JSON مقدار NaN یا Infinity ندارد)؛ آن را رشته بنویسید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="70"/>
        <source>1 to {maximum} records</source>
        <translation>۱ تا {maximum} رکورد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="71"/>
        <source>the number {number} ({count} digits)</source>
        <translation>عدد {number} ({count} رقم)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="72"/>
        <source>the number {number}</source>
        <translation>عدد {number}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="73"/>
        <source>standard input is {value}, which never ends or cannot be read; redirect a file or a pipe into it (for example: docdedup group - &lt; FILE)</source>
        <translation>ورودی استاندارد {value} است که پایان ندارد یا خوانده نمی‌شود؛ یک پرونده یا لوله را به آن هدایت کنید (برای نمونه: docdedup group - &lt; FILE)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="93"/>
        <source>{path} is not a decisions file: {sentence} (line {line}); choose another decisions file</source>
        <translation>{path} پروندهٔ تصمیم‌ها نیست: {sentence} (خط {line})؛ پروندهٔ تصمیم‌های دیگری برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="98"/>
        <source>not a decisions file: {sentence}; choose another decisions file</source>
        <translation>پروندهٔ تصمیم‌ها نیست: {sentence}؛ پروندهٔ تصمیم‌های دیگری برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="129"/>
        <source>it is not UTF-8 text (byte {byte} of the line)</source>
        <translation>متن UTF-8 نیست (بایت {byte} خط)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="130"/>
        <source>its schema is {value}, not {expected}</source>
        <translation>طرح‌واره‌اش {expected} نیست، بلکه {value}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="131"/>
        <source>not a decision line: {sentence}</source>
        <translation>خط تصمیم نیست: {sentence}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="132"/>
        <source>skipped: schema {value} is not {expected}</source>
        <translation>نادیده گرفته شد: طرح‌وارهٔ {value} همان {expected} نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="133"/>
        <source>skipped: decision {value} does not apply to a group</source>
        <translation>نادیده گرفته شد: تصمیم {value} دربارهٔ گروه به کار نمی‌رود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="134"/>
        <source>skipped: decision {value} does not apply to a cluster</source>
        <translation>نادیده گرفته شد: تصمیم {value} دربارهٔ خوشه به کار نمی‌رود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="137"/>
        <source>skipped: keeper {value} is not a member of the group</source>
        <translation>نادیده گرفته شد: نگه‌داشتهٔ {value} عضو گروه نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="138"/>
        <source>cannot read: {reason}</source>
        <translation>خوانده نمی‌شود: {reason}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="139"/>
        <source>this group has {count} members; choose 1 to {most}</source>
        <translation>این گروه {count} عضو دارد؛ از ۱ تا {most} برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="143"/>
        <source>{action} is a decision about near-identical clusters, not exact groups</source>
        <translation>{action} تصمیمی دربارهٔ خوشه‌های تقریباً یکسان است، نه گروه‌های کاملاً تکراری</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="145"/>
        <source>{action} is a decision about exact groups, not near-identical clusters</source>
        <translation>{action} تصمیمی دربارهٔ گروه‌های کاملاً تکراری است، نه خوشه‌های تقریباً یکسان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="157"/>
        <source>The decision was NOT saved: {message}</source>
        <translation>تصمیم ذخیره نشد: {message}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="161"/>
        <source>not valid JSON: {what} at column {number}</source>
        <translation>JSON معتبر نیست: {what} در ستون {number}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="162"/>
        <source>not valid JSON: {what}</source>
        <translation>JSON معتبر نیست: {what}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="167"/>
        <source>it should be {kind}, not {got}</source>
        <translation>باید {kind} باشد، نه {got}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="170"/>
        <source>{value} is not an allowed value</source>
        <translation>{value} مقدار مجازی نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="163"/>
        <source>the field {item} is missing in {container}</source>
        <translation>فیلد {item} در {container} وجود ندارد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="78"/>
        <source>{path} is open for recording in {holder}; this one shows the decisions read-only until that one closes</source>
        <translation>{path} در {holder} برای ثبت باز است؛ این پنجره تا بسته شدن آن، تصمیم‌ها را فقط‌خواندنی نشان می‌دهد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="81"/>
        <source>another window or process ({sentence})</source>
        <translation>پنجره یا فرایندی دیگر ({sentence})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="82"/>
        <source>a window of this program, process {number}</source>
        <translation>پنجره‌ای از همین برنامه، فرایند {number}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="83"/>
        <source>process {number}, {name}</source>
        <translation>فرایند {number}، {name}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="84"/>
        <source>process {number}</source>
        <translation>فرایند {number}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="85"/>
        <source>refusing to replace {path}: decisions are being recorded in it by {holder}; close it first</source>
        <translation>{path} جایگزین نمی‌شود: {holder} در حال ثبت تصمیم‌ها در آن است؛ نخست آن را ببندید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="88"/>
        <source>cannot open {path} for writing ({sentence}); choose another decisions file</source>
        <translation>{path} برای نوشتن باز نمی‌شود ({sentence})؛ پروندهٔ تصمیم‌های دیگری برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="90"/>
        <source>the folder {path} is read-only here (a read-only file system)</source>
        <translation>پوشهٔ {path} اینجا فقط‌خواندنی است (سامانهٔ پروندهٔ فقط‌خواندنی)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="91"/>
        <source>the folder {path} is read-only here</source>
        <translation>پوشهٔ {path} اینجا فقط‌خواندنی است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="92"/>
        <source>{path} is read-only here</source>
        <translation>{path} اینجا فقط‌خواندنی است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="96"/>
        <source>{path} is not a decisions file: {sentence}; choose another decisions file</source>
        <translation>{path} پروندهٔ تصمیم‌ها نیست: {sentence}؛ پروندهٔ تصمیم‌های دیگری برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="99"/>
        <source>it is {value}; a decisions file is a regular file</source>
        <translation>{value} است؛ پروندهٔ تصمیم‌ها باید پرونده‌ای معمولی باشد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="100"/>
        <source>it cannot be read ({reason})</source>
        <translation>خوانده نمی‌شود ({reason})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="101"/>
        <source>{path} is the corpus: decisions are never written into an input; choose another decisions file</source>
        <translation>{path} همان پیکرهٔ ورودی است: تصمیم‌ها هرگز در ورودی نوشته نمی‌شوند؛ پروندهٔ تصمیم‌های دیگری برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="104"/>
        <source>{path} leads to the corpus: decisions are never written into an input; choose another decisions file</source>
        <translation>{path} به پیکرهٔ ورودی می‌رسد: تصمیم‌ها هرگز در ورودی نوشته نمی‌شوند؛ پروندهٔ تصمیم‌های دیگری برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="107"/>
        <source>{path} is the result: decisions are never written into an input; choose another decisions file</source>
        <translation>{path} همان نتیجهٔ ورودی است: تصمیم‌ها هرگز در ورودی نوشته نمی‌شوند؛ پروندهٔ تصمیم‌های دیگری برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="110"/>
        <source>{path} leads to the result: decisions are never written into an input; choose another decisions file</source>
        <translation>{path} به نتیجهٔ ورودی می‌رسد: تصمیم‌ها هرگز در ورودی نوشته نمی‌شوند؛ پروندهٔ تصمیم‌های دیگری برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="113"/>
        <source>{path} is the shard {shard}: decisions are never written into an input; choose another decisions file</source>
        <translation>{path} همان تکهٔ {shard} است: تصمیم‌ها هرگز در ورودی نوشته نمی‌شوند؛ پروندهٔ تصمیم‌های دیگری برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="116"/>
        <source>{path} leads to the shard {shard}: decisions are never written into an input; choose another decisions file</source>
        <translation>{path} به تکهٔ {shard} می‌رسد: تصمیم‌ها هرگز در ورودی نوشته نمی‌شوند؛ پروندهٔ تصمیم‌های دیگری برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="119"/>
        <source>{sentence} since this window opened it; nothing more is written there</source>
        <translation>{sentence}، پس از آن‌که این پنجره بازش کرد؛ دیگر چیزی در آن نوشته نمی‌شود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="120"/>
        <source>{path} was deleted</source>
        <translation>{path} پاک شد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="121"/>
        <source>{path} was replaced by another file</source>
        <translation>{path} با پرونده‌ای دیگر جایگزین شد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="122"/>
        <source>{path} was cut short (from {size} to {count} bytes)</source>
        <translation>{path} کوتاه شد (از {size} به {count} بایت)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="123"/>
        <source>{path} cannot be looked at ({reason})</source>
        <translation>{path} دیده نمی‌شود ({reason})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="124"/>
        <source>the key {key} is given twice in one object (which one counts is unclear)</source>
        <translation>کلید {key} دو بار در یک شیء آمده است (روشن نیست کدام به حساب می‌آید)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="126"/>
        <source>skipped: it was decided under the contract {value}, not {expected} (its digests mean something else)</source>
        <translation>نادیده گرفته شد: طبق قرارداد {value} تصمیم گرفته شده، نه {expected} (چکیده‌هایش معنای دیگری دارند)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="135"/>
        <source>skipped: decision {value} is about a group or a cluster, not the review as a whole</source>
        <translation>نادیده گرفته شد: تصمیم {value} دربارهٔ یک گروه یا خوشه است، نه کل بازبینی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="140"/>
        <source>source_ref pattern {value} is not a valid regular expression: {reason}</source>
        <translation>الگوی source_ref {value} عبارت باقاعدهٔ معتبری نیست: {reason}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="142"/>
        <source>{path}: cannot read the keeper presets: {sentence}</source>
        <translation>{path}: پیش‌تنظیم‌های نگه‌داشته خوانده نمی‌شوند: {sentence}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="147"/>
        <source>skipped: keeper {value} is not a member of the cluster</source>
        <translation>رد شد: نگه‌دارندهٔ {value} عضو خوشه نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="148"/>
        <source>this group has {count} members; choose 1 to {most} (or Enter on a member row)</source>
        <translation>این گروه {count} عضو دارد؛ ۱ تا {most} را برگزینید (یا Enter روی ردیف یک عضو)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="150"/>
        <source>this cluster has {count} groups; choose 1 to {most}</source>
        <translation>این خوشه {count} گروه دارد؛ ۱ تا {most} را برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="153"/>
        <source>wrapped round: back to the first undecided subject shown (row {row} of {count})</source>
        <translation>دور زد: بازگشت به نخستین مورد بی‌تصمیم نمایش‌داده‌شده (ردیف {row} از {count})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="155"/>
        <source>wrapped round: back to the last undecided subject shown (row {row} of {count})</source>
        <translation>دور زد: بازگشت به واپسین مورد بی‌تصمیم نمایش‌داده‌شده (ردیف {row} از {count})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="158"/>
        <source>{reviewer} decided {decision} at {at}. Replace it with {new}?</source>
        <translation>{reviewer} در {at} «{decision}» را برگزیده است. با «{new}» جایگزین شود؟</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="159"/>
        <source>Accept the suggested keeper of the {count} undecided groups shown?</source>
        <translation>نگه‌دارندهٔ پیشنهادی {count} گروه بی‌تصمیم نمایش‌داده‌شده پذیرفته شود؟</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="164"/>
        <source>the field {item} is missing</source>
        <translation>فیلد {item} وجود ندارد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="165"/>
        <source>unknown field {item} in {container}</source>
        <translation>فیلد ناشناختهٔ {item} در {container}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="166"/>
        <source>unknown field {item}</source>
        <translation>فیلد ناشناختهٔ {item}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="168"/>
        <source>{item} should be {kind}, not {got}</source>
        <translation>{item} باید {kind} باشد، نه {got}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="169"/>
        <source>{item}: {value} is not an allowed value</source>
        <translation>{item}: {value} مقدار مجازی نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="171"/>
        <source>{item} is out of range</source>
        <translation>{item} بیرون از بازه است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="177"/>
        <source>a string starts here but never ends (is the file truncated?)</source>
        <translation>رشته‌ای اینجا آغاز می‌شود ولی پایان نمی‌یابد (آیا پرونده بریده شده است؟)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="178"/>
        <source>expected a JSON value here</source>
        <translation>اینجا یک مقدار JSON لازم است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="179"/>
        <source>expected &apos;,&apos; between values here</source>
        <translation>اینجا میان مقدارها &apos;,&apos; لازم است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="180"/>
        <source>expected &apos;:&apos; after the key</source>
        <translation>پس از کلید &apos;:&apos; لازم است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="181"/>
        <source>expected a key in double quotes</source>
        <translation>کلیدی در گیومهٔ دوتایی لازم است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="182"/>
        <source>a control character (a raw line break or tab) inside a string must be written as an escape such as \n or \t</source>
        <translation>نویسهٔ کنترلی (شکست خط یا جهش خام) درون رشته باید به شکل گریز نوشته شود، مانند \n یا \t</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="185"/>
        <source>invalid backslash escape in a string</source>
        <translation>گریز نامعتبر با بک‌اسلش در رشته</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="186"/>
        <source>invalid \uXXXX escape in a string</source>
        <translation>گریز \uXXXX نامعتبر در رشته</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="187"/>
        <source>expected a JSON array of records (&apos;[&apos; ...) or JSON Lines (one object &apos;{&apos; ... per line)</source>
        <translation>آرایهٔ JSON از رکوردها (&apos;[&apos; ...) یا JSON Lines (در هر خط یک شیء &apos;{&apos; ...) لازم است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="190"/>
        <source>unexpected text after the record; JSON Lines holds one record a line</source>
        <translation>متن ناخواسته پس از رکورد؛ در JSON Lines هر خط یک رکورد است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="35"/>
        <source>unexpected text after the record; JSON Lines holds one record a line, and lines end with LF or CRLF: here a record ends with a carriage return alone (CR, U+000D)</source>
        <translation>متن ناخواسته پس از رکورد؛ در JSON Lines هر خط یک رکورد است و خط‌ها با LF یا CRLF پایان می‌یابند: اینجا رکورد فقط با بازگشت نورد (CR، U+000D) پایان یافته است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="191"/>
        <source>unexpected text after the end of the array</source>
        <translation>متن ناخواسته پس از پایان آرایه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="38"/>
        <source>this file is a zip archive of files, not JSON: extract it and open the JSON or JSON Lines files it holds (a folder of them is read as one corpus)</source>
        <translation>این پرونده بایگانی zip از چند پرونده است، نه JSON: آن را باز کنید و پرونده‌های JSON یا JSON Lines درونش را بگشایید (پوشه‌ای از آن‌ها یک پیکره خوانده می‌شود)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="38"/>
        <source>this file is a tar archive of files, not JSON: extract it and open the JSON or JSON Lines files it holds (a folder of them is read as one corpus)</source>
        <translation>این پرونده بایگانی tar از چند پرونده است، نه JSON: آن را باز کنید و پرونده‌های JSON یا JSON Lines درونش را بگشایید (پوشه‌ای از آن‌ها یک پیکره خوانده می‌شود)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="38"/>
        <source>this file is a 7z archive of files, not JSON: extract it and open the JSON or JSON Lines files it holds (a folder of them is read as one corpus)</source>
        <translation>این پرونده بایگانی 7z از چند پرونده است، نه JSON: آن را باز کنید و پرونده‌های JSON یا JSON Lines درونش را بگشایید (پوشه‌ای از آن‌ها یک پیکره خوانده می‌شود)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="38"/>
        <source>this file is lz4-compressed, which is not read: decompress it (lz4 -d), or compress its text with gzip, bzip2, xz or zstd</source>
        <translation>این پرونده با lz4 فشرده شده است که خوانده نمی‌شود: آن را از فشردگی درآورید (lz4 -d) یا متنش را با gzip، bzip2، xz یا zstd فشرده کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/phrases.py" line="38"/>
        <source>this file is an encrypted Parquet file, which is not read: write it unencrypted</source>
        <translation>این پرونده Parquet رمزگذاری‌شده است که خوانده نمی‌شود: آن را بی‌رمز بنویسید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="192"/>
        <source>nesting is too deep (a record is a flat object of five strings)</source>
        <translation>تودرتویی بیش از حد است (رکورد شیئی تخت با پنج رشته است)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="193"/>
        <source>at least 1 record</source>
        <translation>دست‌کم ۱ رکورد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="194"/>
        <source>exactly &apos;fa&apos; or &apos;en&apos;</source>
        <translation>دقیقاً &apos;fa&apos; یا &apos;en&apos;</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="195"/>
        <source>a well-formed BCP 47 language tag such as &apos;fa&apos;, &apos;en-US&apos; or &apos;zh-Hant&apos;</source>
        <translation>یک برچسب زبان درست BCP 47 مانند &apos;fa&apos;، &apos;en-US&apos; یا &apos;zh-Hant&apos;</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="196"/>
        <source>1 to 32 characters: an ASCII letter, then ASCII letters, digits, &apos;_&apos; or &apos;-&apos;</source>
        <translation>۱ تا ۳۲ نویسه: یک حرف ASCII، سپس حرف‌ها و رقم‌های ASCII، &apos;_&apos; یا &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="198"/>
        <source>1 to 2,048 visible ASCII characters (U+0021 to U+007E): no space, control or non-ASCII character</source>
        <translation>۱ تا ۲٬۰۴۸ نویسهٔ دیدنی ASCII (U+0021 تا U+007E): بی فاصله، نویسهٔ کنترلی یا نویسهٔ بیرون از ASCII</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="201"/>
        <source>1 to 2,048 characters, none of them a control, space, invisible or bidi character</source>
        <translation>۱ تا ۲٬۰۴۸ نویسه، بی هیچ نویسهٔ کنترلی، فاصله، نامرئی یا جهت‌نما</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="203"/>
        <source>null</source>
        <translation>null (تهی)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="204"/>
        <source>true</source>
        <translation>true (درست)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="205"/>
        <source>false</source>
        <translation>false (نادرست)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="206"/>
        <source>an array</source>
        <translation>یک آرایه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="207"/>
        <source>an object</source>
        <translation>یک شیء</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="208"/>
        <source>a directory</source>
        <translation>یک پوشه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="209"/>
        <source>a named pipe (FIFO)</source>
        <translation>یک لولهٔ نام‌دار (FIFO)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="210"/>
        <source>a character device (such as /dev/zero or a terminal)</source>
        <translation>یک دستگاه نویسه‌ای (مانند /dev/zero یا پایانه)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="211"/>
        <source>a block device</source>
        <translation>یک دستگاه بلوکی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="212"/>
        <source>a socket</source>
        <translation>یک سوکت</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="214"/>
        <source>opened for reading</source>
        <translation>برای خواندن باز شده است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="215"/>
        <source>reading the decisions file again</source>
        <translation>پروندهٔ تصمیم‌ها دوباره خوانده می‌شود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="216"/>
        <source>closed</source>
        <translation>بسته شده است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="217"/>
        <source>read-only</source>
        <translation>فقط‌خواندنی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="218"/>
        <source>no file is open</source>
        <translation>هیچ پرونده‌ای باز نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="219"/>
        <source>the input file is still being identified; try again in a moment</source>
        <translation>پروندهٔ ورودی هنوز در حال شناسایی است؛ چند لحظه دیگر دوباره بکوشید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="220"/>
        <source>no group or cluster is selected for review</source>
        <translation>هیچ گروه یا خوشه‌ای برای بازبینی برگزیده نشده است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="221"/>
        <source>decide first, then add a note to the decision</source>
        <translation>نخست تصمیم بگیرید، سپس یادداشتی به تصمیم بیفزایید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="222"/>
        <source>nothing to decide here: every subject shown is decided (click a row to change its decision, or Ctrl+Z to undo the last one)</source>
        <translation>اینجا چیزی برای تصمیم نیست: برای همهٔ موارد نمایش‌داده‌شده تصمیم گرفته شده (برای تغییر یک تصمیم روی ردیفش کلیک کنید، یا با Ctrl+Z آخرین را برگردانید)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="225"/>
        <source>nothing to decide here: the tree shows no subject (change the filter)</source>
        <translation>اینجا چیزی برای تصمیم نیست: درخت هیچ موردی را نشان نمی‌دهد (پالایه را تغییر دهید)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="226"/>
        <source>nothing to decide here: this row is a single record, with no duplicate or near-identical group</source>
        <translation>اینجا چیزی برای تصمیم نیست: این ردیف تنها یک رکورد است، بی هیچ گروه تکراری یا تقریباً یکسان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="229"/>
        <source>the subject in the panel is no longer shown in the tree (the filter or the order changed); choose a row, or press Ctrl+Right for the next undecided</source>
        <translation>مورد درون پنل دیگر در درخت نمایش داده نمی‌شود (پالایه یا ترتیب تغییر کرد)؛ ردیفی را برگزینید، یا برای بی‌تصمیم بعدی Ctrl+Right را بزنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="235"/>
        <source>nothing to undo: no decision was made yet</source>
        <translation>چیزی برای برگرداندن نیست: هنوز تصمیمی گرفته نشده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="236"/>
        <source>no undecided group is shown</source>
        <translation>هیچ گروه بی‌تصمیمی نمایش داده نمی‌شود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="237"/>
        <source>compare: choose a near-identical cluster first</source>
        <translation>مقایسه: نخست یک خوشهٔ تقریباً یکسان را برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="243"/>
        <source>the older decision was about a group; decide this one anew</source>
        <translation>تصمیم قدیمی‌تر دربارهٔ یک گروه بود؛ این را از نو تصمیم بگیرید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="244"/>
        <source>the older decision was about a cluster; decide this one anew</source>
        <translation>تصمیم قدیمی‌تر دربارهٔ یک خوشه بود؛ این را از نو تصمیم بگیرید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="245"/>
        <source>skipped: a keeper rule is about the review as a whole, not a group or a cluster</source>
        <translation>نادیده گرفته شد: قاعدهٔ نگه‌دارنده دربارهٔ کل بازبینی است، نه یک گروه یا خوشه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="247"/>
        <source>skipped: a keeper rule line names no rule</source>
        <translation>نادیده گرفته شد: سطر قاعدهٔ نگه‌دارنده هیچ قاعده‌ای را نام نمی‌برد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="248"/>
        <source>the last line is cut short (a crash or a full disk while writing); it is skipped, every earlier decision counts</source>
        <translation>خط آخر ناقص است (از کار افتادن برنامه یا پر شدن دیسک هنگام نوشتن)؛ نادیده گرفته می‌شود و همهٔ تصمیم‌های پیشین به حساب می‌آیند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="251"/>
        <source>it holds binary data (a zero byte), not text</source>
        <translation>داده‌های دودویی دارد (یک بایت صفر)، نه متن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="252"/>
        <source>it starts with a JSON array (a file of records?), not a JSON object a line</source>
        <translation>با یک آرایهٔ JSON آغاز می‌شود (پروندهٔ رکوردها؟)، نه با یک شیء JSON در هر خط</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="254"/>
        <source>the line is not a JSON object (a CSV or other text?)</source>
        <translation>خط یک شیء JSON نیست (CSV یا متنی دیگر؟)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="255"/>
        <source>the line is not valid JSON</source>
        <translation>خط JSON معتبر نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="256"/>
        <source>the line has no &quot;schema&quot;: &quot;docdedup-decisions-v1&quot; (a file of records?)</source>
        <translation>خط فیلد &quot;schema&quot;: &quot;docdedup-decisions-v1&quot; را ندارد (پروندهٔ رکوردها؟)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="258"/>
        <source>the JSON ends before it is complete (cut short)</source>
        <translation>JSON پیش از کامل شدن پایان می‌یابد (بریده شده است)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="259"/>
        <source>another window or process</source>
        <translation>پنجره یا فرایندی دیگر</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="260"/>
        <source>the file starts with a UTF-8 byte order mark (an editor added it); it is ignored and every line is read</source>
        <translation>پرونده با نشانهٔ ترتیب بایت UTF-8 آغاز می‌شود (ویرایشگری افزوده است)؛ نادیده گرفته می‌شود و همهٔ خط‌ها خوانده می‌شوند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="263"/>
        <source>lines end with a carriage return alone (CR, an old Mac convention); they are read as lines</source>
        <translation>خط‌ها تنها با بازگشت نورد (CR، قراردادی قدیمی از مک) پایان می‌یابند؛ همچون خط خوانده می‌شوند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="266"/>
        <source>it is nested deeper than any decision line</source>
        <translation>تودرتویی آن از هر خط تصمیمی ژرف‌تر است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="267"/>
        <source>invalid character</source>
        <translation>نویسهٔ نامعتبر</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="268"/>
        <source>trailing characters</source>
        <translation>نویسه‌های اضافه در پایان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="269"/>
        <source>a string</source>
        <translation>یک رشته</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="270"/>
        <source>a whole number</source>
        <translation>یک عدد صحیح</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="271"/>
        <source>a number</source>
        <translation>یک عدد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="272"/>
        <source>true or false</source>
        <translation>true یا false</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="308"/>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="335"/>
        <source>record {number}</source>
        <translation>رکورد {number}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="337"/>
        <source>doc_id {doc_id}</source>
        <translation>doc_id {doc_id}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="339"/>
        <source>field {field}</source>
        <translation>فیلد {field}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="340"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="151"/>
        <source>the record kept then, {doc_id}, is no longer here; choose again</source>
        <translation>رکوردی که آن زمان نگه داشته شد، {doc_id}، دیگر اینجا نیست؛ دوباره برگزینید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="232"/>
        <source>nothing to undo: every decision in the file was taken back already; to change one, select its row and decide again</source>
        <translation>چیزی برای برگرداندن نیست: همهٔ تصمیم‌های پرونده پیش‌تر برگردانده شده‌اند؛ برای تغییر یکی، سطرش را برگزینید و دوباره تصمیم بگیرید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="238"/>
        <source>that decision&apos;s subject is no longer in the corpus (its decision is stale)</source>
        <translation>موضوع آن تصمیم دیگر در پیکره نیست (تصمیمش کهنه است)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="240"/>
        <source>a note needs some text</source>
        <translation>یادداشت به متنی نیاز دارد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="241"/>
        <source>no older decision about these records to decide again</source>
        <translation>تصمیم قدیمی‌تری دربارهٔ این رکوردها برای تکرار نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="242"/>
        <source>the older decision was not a verdict; decide this one anew</source>
        <translation>تصمیم قدیمی‌تر حکم نبود؛ این را از نو تصمیم بگیرید</translation>
    </message>
    <message>
        <source>no undecided subject shown is chosen</source>
        <translation>هیچ موضوع بی‌تصمیمی از موضوع‌های نمایش‌داده‌شده انتخاب نشد</translation>
    </message>
    <message>
        <source>no earlier decision to go back to</source>
        <translation>تصمیم پیشین‌تری برای بازگشت نیست</translation>
    </message>
    <message>
        <source>source_ref pattern {value} takes too long to search (over {count} ms on one source_ref); choose another keeper rule</source>
        <translation>جست‌وجوی الگوی source_ref {value} بیش از اندازه طول می‌کشد (بیش از {count} میلی‌ثانیه روی یک source_ref)؛ قاعدهٔ نگه‌دارندهٔ دیگری برگزینید</translation>
    </message>
    <message>
        <source>source_ref pattern of {count} characters is longer than {most}; choose a shorter one</source>
        <translation>الگوی source_ref با {count} نویسه از {most} بلندتر است؛ الگوی کوتاه‌تری برگزینید</translation>
    </message>
    <message>
        <source>the other window closed {path}; Record decisions here (Ctrl+Shift+T) records here</source>
        <translation>پنجرهٔ دیگر {path} را بست؛ «ثبت تصمیم‌ها در اینجا» (Ctrl+Shift+T) در اینجا ثبت می‌کند</translation>
    </message>
    <message>
        <source>Decide {count} subjects shown ({clusters} clusters, {groups} groups) by the keeper rule {rule}: {names}?</source>
        <translation>دربارهٔ {count} موضوع نمایش‌داده‌شده ({clusters} خوشه، {groups} گروه) با قاعدهٔ نگه‌دارندهٔ {rule} تصمیم گرفته شود: {names}؟</translation>
    </message>
    <message>
        <source>every group of this cluster is a single record: the cluster is the subject</source>
        <translation>هر گروه این خوشه تنها یک رکورد دارد: موضوع خودِ خوشه است</translation>
    </message>
    <message>
        <source>this group lies in no near-identical cluster</source>
        <translation>این گروه در هیچ خوشهٔ تقریباً یکسانی نیست</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="52"/>
        <source>refusing to write the output onto the input file: {path} is the file standard input (-) reads; give another output name</source>
        <translation>خروجی روی پروندهٔ ورودی نوشته نمی‌شود: {path} همان پرونده‌ای است که ورودی استاندارد (-) می‌خواند؛ نام دیگری برای خروجی بدهید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="54"/>
        <source>refusing to write the output onto the input file {path} ({shown} leads to it); give another output name</source>
        <translation>خروجی روی پروندهٔ ورودی {path} نوشته نمی‌شود ({shown} به آن می‌رسد)؛ نام دیگری برای خروجی بدهید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="56"/>
        <source>refusing to write the output onto the input file {path}; give another output name</source>
        <translation>خروجی روی پروندهٔ ورودی {path} نوشته نمی‌شود؛ نام دیگری برای خروجی بدهید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="58"/>
        <source>refusing to write {path}: it is a symbolic link to {shown}, which does not exist; {kind} is never created where a link points: give the file's own path or a new name</source>
        <translation>{path} نوشته نمی‌شود: پیوندی نمادین به {shown} است که وجود ندارد؛ {kind} هرگز جایی که پیوند نشان می‌دهد ساخته نمی‌شود: مسیر خود پرونده یا نامی تازه بدهید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="61"/>
        <source>refusing to replace {path}: it is not {kind} ({sentence}); only a file of the kind being written is replaced: give a new name, or move that file away first</source>
        <translation>{path} جایگزین نمی‌شود: {kind} نیست ({sentence})؛ تنها پرونده‌ای از همان گونه‌ای که نوشته می‌شود جایگزین می‌شود: نامی تازه بدهید، یا نخست آن پرونده را جابه‌جا کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="196"/>
        <source>{count} characters: the playground edits texts of up to {limit} characters</source>
        <translation>{count} نویسه: زمین بازی متن‌هایی تا {limit} نویسه را ویرایش می‌کند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="198"/>
        <source>a line longer than {limit} characters: the playground edits lines of up to that</source>
        <translation>سطری بلندتر از {limit} نویسه: زمین بازی سطرهایی تا همین اندازه را ویرایش می‌کند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py"/>
        <source>the work stopped on {name}, an error that gives no description; nothing was changed</source>
        <translation>کار با خطای ⁦{name}⁩ بی هیچ توضیحی متوقف شد؛ چیزی تغییر نکرد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="207"/>
        <source>a group report</source>
        <translation>گزارش گروه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="208"/>
        <source>a character report</source>
        <translation>گزارش نویسه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="209"/>
        <source>a decisions file</source>
        <translation>پروندهٔ تصمیم‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="210"/>
        <source>a review export</source>
        <translation>خروجی بازبینی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="212"/>
        <source>its first line is not one this program writes there</source>
        <translation>سطر نخستش سطری نیست که این برنامه آنجا می‌نویسد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="194"/>
        <source>{path} exists already; the playground writes a new file</source>
        <translation>{path} از پیش وجود دارد؛ زمین بازی پرونده‌ای تازه می‌نویسد</translation>
    </message>
    <message>
        <source>a playground keeps at least {count} records</source>
        <translation>زمین بازی دست‌کم {count} رکورد نگه می‌دارد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="195"/>
        <source>record {number} ({shown}) is not valid yet: {sentence}</source>
        <translation>رکورد {number} ({shown}) هنوز معتبر نیست: {sentence}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problem_text.py" line="211"/>
        <source>a records file</source>
        <translation>پروندهٔ رکوردها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>(read with {mapping})</source>
        <translation>(خوانده‌شده با {mapping})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>(line and column in the {format}-decompressed text)</source>
        <translation>(سطر و ستون در متنِ بازشده از فشردگی {format})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>(row group {group}, row {row}, column {column})</source>
        <translation>(گروه سطرهای {group}، سطر {row}، ستون {column})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>(row group {group}, row {row})</source>
        <translation>(گروه سطرهای {group}، سطر {row})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>(the record&apos;s keys: {keys})</source>
        <translation>(کلیدهای رکورد: {keys})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>(the record has no keys)</source>
        <translation>(رکورد هیچ کلیدی ندارد)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>(its columns: {names})</source>
        <translation>(ستون‌های آن: {names})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>{value}, not a string: nothing is converted; write the string {written}</source>
        <translation>{value}، نه یک رشته: چیزی تبدیل نمی‌شود؛ رشتهٔ {written} را بنویسید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>{value}, not a string: nothing is filled in; give it a value</source>
        <translation>{value}، نه یک رشته: چیزی به جای آن گذاشته نمی‌شود؛ مقداری به آن بدهید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>{value}, not a string: nothing is converted</source>
        <translation>{value}، نه یک رشته: چیزی تبدیل نمی‌شود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>{value}, not a string</source>
        <translation>{value}، نه یک رشته</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>{shown} ({count} characters)</source>
        <translation>{shown} ({count} نویسه)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>no key {key} in the record, which {mapping} reads {field} from: only top-level keys can be named, a key inside {outer} is not looked up</source>
        <translation>رکورد کلید {key} را ندارد، که {mapping} {field} را از آن می‌خواند: فقط کلیدهای بالاترین سطح را می‌توان نام برد و کلیدی درون {outer} جست‌وجو نمی‌شود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>no key {key} in the record, which {mapping} reads {field} from</source>
        <translation>رکورد کلید {key} را ندارد، که {mapping} {field} را از آن می‌خواند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>no key {key} in the record: {mapping} does not map {field}, so it is read from the key {named}; name its key with --field {given}=KEY or --set {written}=VALUE</source>
        <translation>رکورد کلید {key} را ندارد: {mapping} برای {field} کلیدی نام نمی‌برد، پس از کلید {named} خوانده می‌شود؛ کلید آن را با ⁦--field {given}=KEY⁩ نام ببرید یا با ⁦--set {written}=VALUE⁩ مقداری بدهید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>no key {key} in the record: {mapping} does not map {field}, so it is read from the key {named}; name its key with --field {given}=KEY</source>
        <translation>رکورد کلید {key} را ندارد: {mapping} برای {field} کلیدی نام نمی‌برد، پس از کلید {named} خوانده می‌شود؛ کلید آن را با ⁦--field {given}=KEY⁩ نام ببرید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>the Parquet column {column} (read as {field}) holds {kind}, not strings: {given} is text, and nothing is converted; write the column as strings (Arrow type string), or map the field to a column of strings</source>
        <translation>ستون Parquet {column} (خوانده‌شده به‌عنوان {field}) {kind} دارد، نه رشته: {given} متن است و چیزی تبدیل نمی‌شود؛ ستون را به‌صورت رشته (نوع string در Arrow) بنویسید، یا فیلد را به ستونی از رشته‌ها نگاشت کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>the Parquet column {column} holds {kind}, not strings: {given} is text, and nothing is converted; write the column as strings (Arrow type string), or map the field to a column of strings</source>
        <translation>ستون Parquet {column} {kind} دارد، نه رشته: {given} متن است و چیزی تبدیل نمی‌شود؛ ستون را به‌صورت رشته (نوع string در Arrow) بنویسید، یا فیلد را به ستونی از رشته‌ها نگاشت کنید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>the Parquet file has no column {names}, named by {mapping}</source>
        <translation>پروندهٔ Parquet ستون {names} را ندارد، که {mapping} نام می‌برد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/reading_notes.py" line="1"/>
        <source>the Parquet file has no column {names}; a record needs doc_id, source_ref, language, title, body</source>
        <translation>پروندهٔ Parquet ستون {names} را ندارد؛ رکورد به doc_id، source_ref، language، title و body نیاز دارد</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <location filename="../../docdedup_gui/problems/problems_view.py" line="106"/>
        <source>Where</source>
        <translation>کجا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problems_view.py" line="106"/>
        <source>Code</source>
        <translation>کد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problems_view.py" line="107"/>
        <source>Problem</source>
        <translation>مشکل</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problems_view.py" line="138"/>
        <source>Select a problem to see the text there.</source>
        <translation>یک مشکل را انتخاب کنید تا متن همان‌جا را ببینید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problems_view.py" line="160"/>
        <source>Problems: {count}. Select one to see the file&apos;s text there.</source>
        <translation>مشکلات: {count}. یکی را انتخاب کنید تا متن پرونده را همان‌جا ببینید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problems_view.py" line="163"/>
        <source>No problems: every record is valid.</source>
        <translation>مشکلی نیست: همهٔ رکوردها معتبرند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problems_view.py" line="200"/>
        <source>This problem has no position in a file.</source>
        <translation>این مشکل جایی در پرونده ندارد.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/problems/problems_view.py" line="205"/>
        <source>Cannot read {path}: {reason}</source>
        <translation>خواندن {path} ممکن نیست: {reason}</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <location filename="../../docdedup_gui/i18n.py" line="38"/>
        <source>QT_LAYOUT_DIRECTION</source>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>ResultWindow</name>
    <message>
        <location filename="../../docdedup_gui/result_window.py" line="114"/>
        <source>Open &amp;result...</source>
        <translation>باز کردن &amp;نتیجه...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/result_window.py" line="115"/>
        <source>Review the duplicate groups of a docdedup group result (JSON Lines), reading each record from its shard</source>
        <translation>بازبینی گروه‌های تکراری یک نتیجهٔ docdedup group (JSON Lines)، با خواندن هر رکورد از تکهٔ خودش</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/result_window.py" line="130"/>
        <source>Open result</source>
        <translation>باز کردن نتیجه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/result_window.py" line="131"/>
        <source>Results of docdedup group (*.jsonl *.json);;All files (*)</source>
        <translation>نتیجه‌های docdedup group (*.jsonl *.json);;همهٔ پرونده‌ها (*)</translation>
    </message>
</context>
<context>
    <name>ReviewGuard</name>
    <message>
        <location filename="../../docdedup_gui/review/review_guard.py" line="66"/>
        <source>&amp;Save decisions as...</source>
        <translation>&amp;ذخیرهٔ تصمیم‌ها در...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_guard.py" line="68"/>
        <source>&amp;Record decisions here</source>
        <translation>&amp;ثبت تصمیم‌ها در این پنجره</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_guard.py" line="70"/>
        <source>&amp;Choose another decisions file...</source>
        <translation>&amp;گزینش پروندهٔ تصمیم‌های دیگر...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_guard.py" line="103"/>
        <source>The decisions file is gone: {reason}. The {count} decisions this window knows are not on disk there; save them to another file.</source>
        <translation>پروندهٔ تصمیم‌ها از دست رفت: {reason}. {count} تصمیمی که این پنجره می‌شناسد آنجا روی دیسک نیست؛ آن‌ها را در پرونده‌ای دیگر ذخیره کنید.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_guard.py" line="117"/>
        <source>Save decisions as</source>
        <translation>ذخیرهٔ تصمیم‌ها در</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_guard.py" line="135"/>
        <source>{count} decisions saved to {path}; recording goes on there.</source>
        <translation>{count} تصمیم در {path} ذخیره شد؛ ثبت از این پس آنجا ادامه می‌یابد.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_guard.py" line="196"/>
        <source>The other window closed {path}: decisions can be recorded here now.</source>
        <translation>پنجرهٔ دیگر {path} را بست: اکنون می‌توان تصمیم‌ها را در این پنجره ثبت کرد.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_guard.py" line="200"/>
        <source>Decisions cannot be recorded in {path}: {reason}</source>
        <translation>تصمیم‌ها در {path} ثبت نمی‌شوند: {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewHistory</name>
    <message>
        <location filename="../../docdedup_gui/review/review_history.py" line="23"/>
        <source>doc_id</source>
        <translation>doc_id</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_history.py" line="23"/>
        <source>decision</source>
        <translation>تصمیم</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_history.py" line="24"/>
        <source>keeper</source>
        <translation>نگه‌دارنده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_history.py" line="24"/>
        <source>reviewer</source>
        <translation>بازبین</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_history.py" line="25"/>
        <source>time</source>
        <translation>زمان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_history.py" line="25"/>
        <source>note</source>
        <translation>یادداشت</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_history.py" line="78"/>
        <source>{doc_id} (cluster)</source>
        <translation>{doc_id} (خوشه)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_history.py" line="93"/>
        <source>Decision history</source>
        <translation>تاریخچهٔ تصمیم‌ها</translation>
    </message>
</context>
<context>
    <name>ReviewMode</name>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="35"/>
        <source>Review mode</source>
        <translation>حالت بازبینی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="39"/>
        <source>Decisions file...</source>
        <translation>پروندهٔ تصمیم‌ها...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="43"/>
        <source>Reviewer name...</source>
        <translation>نام بازبین...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="49"/>
        <source>Accept the suggestion</source>
        <translation>پذیرفتن پیشنهاد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="56"/>
        <source>Keep all</source>
        <translation>نگه‌داشتن همه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="60"/>
        <source>Distinct documents</source>
        <translation>سندهای جدا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="65"/>
        <source>Unsure</source>
        <translation>نامطمئن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="75"/>
        <source>Note...</source>
        <translation>یادداشت...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="80"/>
        <source>Undo decision</source>
        <translation>برگرداندن تصمیم</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="85"/>
        <source>Next undecided</source>
        <translation>نامعلوم بعدی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="92"/>
        <source>Previous undecided</source>
        <translation>نامعلوم قبلی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="100"/>
        <source>Keep member {number}</source>
        <translation>نگه‌داشتن عضو {number}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="108"/>
        <source>Compare with group {number}</source>
        <translation>مقایسه با گروه {number}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="114"/>
        <source>Group {number} on the left</source>
        <translation>گروه {number} در سمت چپ</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="121"/>
        <source>Accept the suggestions of the groups shown...</source>
        <translation>پذیرفتن پیشنهادهای گروه‌های نمایش‌داده‌شده...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="127"/>
        <source>Review keys</source>
        <translation>کلیدهای بازبینی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="151"/>
        <source>All groups</source>
        <translation>همهٔ گروه‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="153"/>
        <source>Undecided</source>
        <translation>بی‌تصمیم</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="154"/>
        <source>Decided</source>
        <translation>تصمیم‌گرفته</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="155"/>
        <source>Stale decisions</source>
        <translation>تصمیم‌های کهنه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="156"/>
        <source>Conflicts</source>
        <translation>ناسازگاری‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="160"/>
        <source>Decided: {decision}</source>
        <translation>تصمیم: {decision}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="179"/>
        <source>&amp;Review</source>
        <translation>بازبینی (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_dialogs.py" line="78"/>
        <location filename="../../docdedup_gui/review/review_mode.py" line="109"/>
        <source>Review</source>
        <translation>بازبینی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="184"/>
        <source>Keep member</source>
        <translation>نگه‌داشتن عضو</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="186"/>
        <source>Compare the cluster&apos;s groups</source>
        <translation>مقایسهٔ گروه‌های خوشه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="190"/>
        <source>Show</source>
        <translation>نمایش</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="193"/>
        <source>Keeper suggestion</source>
        <translation>پیشنهاد نگه‌دارنده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_dialogs.py" line="32"/>
        <source>Decisions file</source>
        <translation>پروندهٔ تصمیم‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_guard.py" line="118"/>
        <location filename="../../docdedup_gui/review/review_dialogs.py" line="33"/>
        <source>Decisions (*.jsonl);;All files (*)</source>
        <translation>تصمیم‌ها (*.jsonl);;همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_mode.py" line="255"/>
        <source>Decisions are read-only here: {reason}</source>
        <translation>تصمیم‌ها اینجا فقط‌خواندنی‌اند: {reason}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="80"/>
        <source>Review mode off (Ctrl+Shift+R)</source>
        <translation>حالت بازبینی خاموش (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="82"/>
        <source>Review mode: read-only</source>
        <translation>حالت بازبینی: فقط‌خواندنی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="83"/>
        <source>Review mode: recording to {file}</source>
        <translation>حالت بازبینی: ثبت در {file}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_dialogs.py" line="48"/>
        <source>Note</source>
        <translation>یادداشت</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_dialogs.py" line="49"/>
        <source>Why this decision? (saved with it)</source>
        <translation>چرا این تصمیم؟ (همراه آن ذخیره می‌شود)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_dialogs.py" line="55"/>
        <source>Reviewer</source>
        <translation>بازبین</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_dialogs.py" line="56"/>
        <source>Your name, written on every decision you make:</source>
        <translation>نام شما، که روی هر تصمیمتان نوشته می‌شود:</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_dialogs.py" line="72"/>
        <source>Your name is used now but could not be remembered: {error}</source>
        <translation>نام شما اکنون به کار می‌رود ولی به خاطر سپرده نشد: {error}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_keepers.py" line="48"/>
        <source>The representative (smallest doc_id)</source>
        <translation>نماینده (کوچک‌ترین doc_id)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_keepers.py" line="49"/>
        <source>The largest doc_id</source>
        <translation>بزرگ‌ترین doc_id</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_keepers.py" line="55"/>
        <source>{name} (from the decisions file)</source>
        <translation>{name} (از پروندهٔ تصمیم‌ها)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_keepers.py" line="66"/>
        <source>New preset: prefer source_ref matching...</source>
        <translation>پیش‌تنظیم تازه: ترجیح source_ref منطبق با...</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_keepers.py" line="77"/>
        <source>Keeper preset</source>
        <translation>پیش‌تنظیم نگه‌دارنده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_keepers.py" line="79"/>
        <source>Prefer members whose source_ref matches (a regular expression):</source>
        <translation>ترجیح اعضایی که source_ref آن‌ها منطبق است (یک عبارت باقاعده):</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_actions.py" line="70"/>
        <source>Decide again as before the records changed</source>
        <translation>دوباره مانند پیش از تغییر رکوردها تصمیم بگیر</translation>
    </message>
    <message>
        <source>The most careful orthography (ZWNJ, hamza, Persian letters, harakat)</source>
        <translation>دقیق‌ترین املا (نیم‌فاصله، همزه، حروف فارسی، حرکت‌ها)</translation>
    </message>
    <message>
        <source>The longest text, then the most careful orthography</source>
        <translation>بلندترین متن، سپس دقیق‌ترین املا</translation>
    </message>
    <message>
        <source>Decide the subjects shown</source>
        <translation>تصمیم دربارهٔ موضوع‌های نمایش‌داده‌شده</translation>
    </message>
    <message>
        <source>Every undecided subject shown that is chosen here is decided by the keeper rule in force; you are asked first, and one undo takes it all back.</source>
        <translation>دربارهٔ هر موضوع بی‌تصمیمِ نمایش‌داده‌شده که اینجا انتخاب شود با قاعدهٔ نگه‌دارندهٔ جاری تصمیم گرفته می‌شود؛ نخست از شما پرسیده می‌شود و یک بار برگرداندن همه را برمی‌گرداند.</translation>
    </message>
    <message>
        <source>Exact groups (keep the suggested member)</source>
        <translation>گروه‌های کاملاً تکراری (عضو پیشنهادی نگه داشته شود)</translation>
    </message>
    <message>
        <source>Near-identical clusters (same document, keeping the suggested record)</source>
        <translation>خوشه‌های تقریباً یکسان (همان سند، با نگه داشتن رکورد پیشنهادی)</translation>
    </message>
    <message>
        <source>Only clusters that differ by nothing but:</source>
        <translation>فقط خوشه‌هایی که جز در این‌ها تفاوتی ندارند:</translation>
    </message>
    <message>
        <source>source_ref pattern one of its records matches (optional)</source>
        <translation>الگوی source_ref که یکی از رکوردهایش با آن جور است (اختیاری)</translation>
    </message>
    <message>
        <source>Decide the subjects shown by the keeper rule...</source>
        <translation>تصمیم دربارهٔ موضوع‌های نمایش‌داده‌شده با قاعدهٔ نگه‌دارنده...</translation>
    </message>
    <message>
        <source>Back to the last decision</source>
        <translation>بازگشت به آخرین تصمیم</translation>
    </message>
    <message>
        <source>Switch between the group and its cluster</source>
        <translation>جابه‌جایی میان گروه و خوشه‌اش</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="45"/>
        <source>{groups} and {clusters} decided</source>
        <translation>برای {groups} و {clusters} تصمیم گرفته شده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="48"/>
        <source>{groups} decided (clusters not analysed yet)</source>
        <translation>برای {groups} تصمیم گرفته شده (خوشه‌ها هنوز تحلیل نشده‌اند)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="50"/>
        <source>1 conflict</source>
        <translation>۱ ناسازگاری</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="40"/>
        <source>{done} of {total} groups</source>
        <translation>{done} از {total} گروه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="43"/>
        <source>{done} of {total} clusters</source>
        <translation>{done} از {total} خوشه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="51"/>
        <source>{count} conflicts</source>
        <translation>{count} ناسازگاری</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="52"/>
        <source>{decided}, {stale} stale, {conflicts}</source>
        <translation>{decided}، {stale} کهنه، {conflicts}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="123"/>
        <source>1 … 9, Enter on a member</source>
        <translation>1 … 9، Enter روی یک عضو</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="125"/>
        <source>keep all (legitimately repeated)</source>
        <translation>نگه‌داشتن همه (تکرار به‌جا)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="127"/>
        <source>distinct documents</source>
        <translation>سندهای جدا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="63"/>
        <location filename="../../docdedup_gui/review/review_texts.py" line="128"/>
        <source>unsure</source>
        <translation>نامطمئن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="59"/>
        <source>keep</source>
        <translation>نگه‌داشتن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="60"/>
        <source>keep all</source>
        <translation>نگه‌داشتن همه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="61"/>
        <source>same document, normalize upstream</source>
        <translation>همان سند، یکسان‌سازی در مبدأ</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="62"/>
        <source>distinct</source>
        <translation>جدا</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="64"/>
        <source>conflict</source>
        <translation>ناسازگاری</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="65"/>
        <source>withdrawn</source>
        <translation>پس‌گرفته</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="72"/>
        <source>smallest doc_id</source>
        <translation>کوچک‌ترین doc_id</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="73"/>
        <source>largest doc_id</source>
        <translation>بزرگ‌ترین doc_id</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="98"/>
        <source>group of {count} ({first} …)</source>
        <translation>گروه {count}تایی ({first} …)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="100"/>
        <source>cluster of {count} groups ({first} …)</source>
        <translation>خوشهٔ {count} گروهی ({first} …)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="109"/>
        <source>accept: keep the suggested keeper (a cluster: same document, normalize upstream)</source>
        <translation>پذیرفتن: نگه‌داشتن نگه‌دارندهٔ پیشنهادی (در خوشه: همان سند، یکسان‌سازی در مبدأ)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="113"/>
        <source>keep that member (cluster: keep that group)</source>
        <translation>نگه‌داشتن آن عضو (در خوشه: نگه‌داشتن آن گروه)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="115"/>
        <source>same document, normalize upstream: keep the suggested group ({rule})</source>
        <translation>همان سند، یکسان‌سازی در مبدأ: نگه‌داشتن گروه پیشنهادی ({rule})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="118"/>
        <source>keep that group, drop the others</source>
        <translation>نگه‌داشتن آن گروه، کنار گذاشتن بقیه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="120"/>
        <source>keep the suggested keeper ({rule})</source>
        <translation>نگه‌داشتن نگه‌دارندهٔ پیشنهادی ({rule})</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="121"/>
        <source>keep that member, drop the others</source>
        <translation>نگه‌داشتن آن عضو، کنار گذاشتن بقیه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="131"/>
        <source>undo</source>
        <translation>برگرداندن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="132"/>
        <source>next undecided (skip)</source>
        <translation>بی‌تصمیم بعدی (رد شدن)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="133"/>
        <source>previous undecided</source>
        <translation>بی‌تصمیم قبلی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="137"/>
        <source>compare with that group (right side, left side)</source>
        <translation>مقایسه با آن گروه (سمت راست، سمت چپ)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="173"/>
        <source>Undecided</source>
        <translation>بی‌تصمیم</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="177"/>
        <source>Conflict, decide again: {sides}</source>
        <translation>ناسازگاری، دوباره تصمیم بگیرید: {sides}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="178"/>
        <source>Decided: {what} by {reviewer} at {at}</source>
        <translation>تصمیم: {what} از {reviewer} در {at}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="171"/>
        <source>Note: {note}</source>
        <translation>یادداشت: {note}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="89"/>
        <location filename="../../docdedup_gui/review/review_texts.py" line="189"/>
        <source>kept</source>
        <translation>نگه‌داشته</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="191"/>
        <source>suggested: {rule}</source>
        <translation>پیشنهادی: {rule}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="193"/>
        <source>a group of {count}</source>
        <translation>گروهی {count}تایی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="198"/>
        <source>… and {count} more</source>
        <translation>… و {count} مورد دیگر</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="158"/>
        <source>Exact group of {count} records: which one to keep?</source>
        <translation>گروه کاملاً تکراری با {count} رکورد: کدام نگه داشته شود؟</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="82"/>
        <source>Why the decisions are read-only</source>
        <translation>چرا تصمیم‌ها فقط‌خواندنی‌اند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="85"/>
        <source>Review progress</source>
        <translation>پیشرفت بازبینی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="87"/>
        <source>What is being decided</source>
        <translation>آنچه دربارهٔ آن تصمیم گرفته می‌شود</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="88"/>
        <source>Members, by key</source>
        <translation>اعضا، با کلیدشان</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="89"/>
        <source>Current decision</source>
        <translation>تصمیم کنونی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="90"/>
        <source>Last decision</source>
        <translation>واپسین تصمیم</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="91"/>
        <source>Review keys</source>
        <translation>کلیدهای بازبینی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="110"/>
        <source>Review</source>
        <translation>بازبینی</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="125"/>
        <source>Last: {what} ({subject}), Ctrl+Z to undo</source>
        <translation>واپسین: {what} ({subject})، برگرداندن با Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="131"/>
        <source>Read-only: {reason}</source>
        <translation>فقط‌خواندنی: {reason}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="137"/>
        <source>No file is open.</source>
        <translation>هیچ پرونده‌ای باز نیست.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="150"/>
        <source>Nothing to decide here: every subject shown is decided, or this row is a single record.</source>
        <translation>اینجا چیزی برای تصمیم نیست: برای همهٔ موارد نمایش‌داده‌شده تصمیم گرفته شده، یا این ردیف تنها یک رکورد است.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="161"/>
        <source>Near-identical cluster of {count} groups, differing by {classes}: which one to keep?</source>
        <translation>خوشهٔ تقریباً یکسان با {count} گروه، با تفاوت در {classes}: کدام نگه داشته شود؟</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="167"/>
        <source>Comparing {left} and {right}</source>
        <translation>مقایسهٔ {left} و {right}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="91"/>
        <source>dropped</source>
        <translation>کنارگذاشته</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="155"/>
        <source>joined: {doc_ids}</source>
        <translation>افزوده: {doc_ids}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="158"/>
        <source>left: {doc_ids}</source>
        <translation>رفته: {doc_ids}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="161"/>
        <source>the same records, their text changed</source>
        <translation>همان رکوردها، متنشان تغییر کرده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="162"/>
        <source>Decided before these records changed: {what} by {reviewer} at {at} ({changes}). R: decide the same again</source>
        <translation>پیش از تغییر این رکوردها تصمیم گرفته شده بود: {what} از {reviewer} در {at} ({changes}). R: همان تصمیم دوباره</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="129"/>
        <source>decide again as before the records changed (a stale decision)</source>
        <translation>دوباره مانند پیش از تغییر رکوردها تصمیم بگیر (تصمیمی کهنه)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_texts.py" line="130"/>
        <source>a note, before or after deciding</source>
        <translation>یادداشت، پیش یا پس از تصمیم</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/review/review_panel.py" line="92"/>
        <source>The marks of the tree</source>
        <translation>نشانه‌های درخت</translation>
    </message>
    <message>
        <source>note</source>
        <translation>یادداشت</translation>
    </message>
    <message>
        <source>keeper rule</source>
        <translation>قاعدهٔ نگه‌دارنده</translation>
    </message>
    <message>
        <source>most careful orthography</source>
        <translation>دقیق‌ترین املا</translation>
    </message>
    <message>
        <source>longest text</source>
        <translation>بلندترین متن</translation>
    </message>
    <message>
        <source>keeps ZWNJ</source>
        <translation>نیم‌فاصله را نگه داشته است</translation>
    </message>
    <message>
        <source>writes hamza</source>
        <translation>همزه را نوشته است</translation>
    </message>
    <message>
        <source>writes Persian ی</source>
        <translation>ی فارسی نوشته است</translation>
    </message>
    <message>
        <source>writes Persian ک</source>
        <translation>ک فارسی نوشته است</translation>
    </message>
    <message>
        <source>keeps harakat</source>
        <translation>حرکت‌ها را نگه داشته است</translation>
    </message>
    <message>
        <source>has no stray spaces</source>
        <translation>فاصلهٔ زائد ندارد</translation>
    </message>
    <message>
        <source>has no stray spaces at line ends</source>
        <translation>در لبهٔ سطرها فاصلهٔ زائد ندارد</translation>
    </message>
    <message>
        <source>the longest text</source>
        <translation>بلندترین متن است</translation>
    </message>
    <message>
        <source>{rule}: {reason}</source>
        <translation>{rule}: {reason}</translation>
    </message>
    <message>
        <source>{rule}, chosen by {reviewer}</source>
        <translation>{rule}، برگزیدهٔ {reviewer}</translation>
    </message>
    <message>
        <source>No suggestion: {problem}</source>
        <translation>پیشنهادی نیست: {problem}</translation>
    </message>
    <message>
        <source>decided before its records changed (stale)</source>
        <translation>پیش از تغییر رکوردهایش تصمیم گرفته شده بود (کهنه)</translation>
    </message>
    <message>
        <source>Decided before these records changed: {what} by {reviewer} at {at} ({changes}); not again: {why}</source>
        <translation>پیش از تغییر این رکوردها تصمیم گرفته شده بود: {what} از {reviewer} در {at} ({changes})؛ تکرار آن ممکن نیست: {why}</translation>
    </message>
    <message>
        <source>a tie: smallest doc_id</source>
        <translation>برابر: کوچک‌ترین doc_id</translation>
    </message>
    <message>
        <source>the only one</source>
        <translation>تنها رکورد</translation>
    </message>
</context>
<context>
    <name>SeedChecks</name>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="24"/>
        <source>Record A&apos;s canonical bytes equal the UTF-8 of its JSON array written out by hand.</source>
        <translation>بایت‌های استاندارد رکورد A با UTF-8 آرایهٔ JSON آن که با دست نوشته شده برابر است.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="25"/>
        <source>The SHA-256 function gives the published NIST answer for b&apos;abc&apos; as 64 hex characters.</source>
        <translation>تابع SHA-256 برای b&apos;abc&apos; همان پاسخ منتشرشدهٔ NIST را به شکل ۶۴ نویسهٔ شانزده‌شانزدهی می‌دهد.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="26"/>
        <source>A and B form one group, C stands alone, and the input list is left unchanged.</source>
        <translation>A و B یک گروه می‌سازند، C تنها می‌ماند و فهرست ورودی دست‌نخورده می‌ماند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="27"/>
        <source>Giving the records in the order C, B, A yields exactly the same groups.</source>
        <translation>دادن رکوردها به ترتیب C، B، A دقیقاً همان گروه‌ها را می‌دهد.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="28"/>
        <source>A and B keep their own doc_id and source_ref inside their shared group.</source>
        <translation>A و B در گروه مشترکشان doc_id و source_ref خود را نگه می‌دارند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="29"/>
        <source>A different title makes a different content, even with the same body.</source>
        <translation>عنوان متفاوت، حتی با متن یکسان، محتوای متفاوتی می‌سازد.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="30"/>
        <source>One added &apos;!&apos; in the body, or the unit mV instead of V, makes a different content.</source>
        <translation>یک &apos;!&apos; افزوده در متن، یا واحد mV به جای V، محتوای متفاوتی می‌سازد.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="31"/>
        <source>The same text tagged &apos;en&apos; instead of &apos;fa&apos; is a different content.</source>
        <translation>همان متن با برچسب &apos;en&apos; به جای &apos;fa&apos; محتوای متفاوتی است.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="32"/>
        <source>A body with LF and the same body with CRLF are different contents.</source>
        <translation>متنی با LF و همان متن با CRLF دو محتوای متفاوت‌اند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="33"/>
        <source>NFC &apos;café&apos; and NFD &apos;café&apos; look alike but stay different contents: nothing is normalized.</source>
        <translation>&apos;café&apos; به شکل NFC و NFD شبیه هم‌اند ولی دو محتوای متفاوت می‌مانند: هیچ چیز نرمال‌سازی نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="34"/>
        <source>A trailing space, &apos;V&apos; against &apos;v&apos;, and Persian against Arabic yeh each make a different content.</source>
        <translation>یک فاصلهٔ پایانی، &apos;V&apos; در برابر &apos;v&apos;، و یای فارسی در برابر یای عربی هر یک محتوای متفاوتی می‌سازند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="35"/>
        <source>Title &apos;ab&apos; with body &apos;c&apos; and title &apos;a&apos; with body &apos;bc&apos; are different contents.</source>
        <translation>عنوان &apos;ab&apos; با متن &apos;c&apos; و عنوان &apos;a&apos; با متن &apos;bc&apos; دو محتوای متفاوت‌اند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="36"/>
        <source>With every digest forced to 64 zeros the groups are still {A, B} and {C}.</source>
        <translation>با چکیده‌ای که برای همه ۶۴ صفر است، گروه‌ها باز هم {A, B} و {C} هستند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="37"/>
        <source>A digest function returning anything but 64 lowercase hex characters is refused.</source>
        <translation>تابع چکیده‌ای که چیزی جز ۶۴ نویسهٔ شانزده‌شانزدهی کوچک برگرداند پذیرفته نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="38"/>
        <source>Duplicate doc_ids, an empty, oversized or non-list container and malformed ids are rejected.</source>
        <translation>doc_idهای تکراری، ظرف خالی، بیش از اندازه یا غیرفهرست و شناسه‌های نادرست رد می‌شوند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="39"/>
        <source>An unknown field, a missing field, a non-string body and a lone surrogate are rejected.</source>
        <translation>فیلد ناشناخته، فیلد جاافتاده، متن غیررشته‌ای و جانشین تنها رد می‌شوند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="40"/>
        <source>Title 80 and body 4096 characters pass; 0, 81, 4097 and bad language tags fail.</source>
        <translation>عنوان ۸۰ و متن ۴۰۹۶ نویسه‌ای پذیرفته می‌شوند؛ ۰، ۸۱، ۴۰۹۷ و برچسب‌های زبان نادرست رد می‌شوند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="41"/>
        <source>Changing the caller&apos;s record after grouping does not change the returned provenance.</source>
        <translation>تغییر رکورد فراخواننده پس از گروه‌بندی، سرچشمهٔ برگردانده‌شده را تغییر نمی‌دهد.</translation>
    </message>
</context>
<context>
    <name>SeedEvidence</name>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="46"/>
        <source>group {records}: refused, {error}</source>
        <translation>گروه‌بندی {records}: رد شد، {error}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="47"/>
        <source>group {records}: {groups}</source>
        <translation>گروه‌بندی {records}: {groups}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="48"/>
        <source>canonical bytes of {records}: refused, {error}</source>
        <translation>بایت‌های متعارف {records}: رد شد، {error}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="49"/>
        <source>canonical bytes of {records}: {length} bytes, SHA-256 {digest}</source>
        <translation>بایت‌های متعارف {records}: {length} بایت، SHA-256 {digest}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="50"/>
        <source>written by hand: {length} bytes, {bytes}</source>
        <translation>نوشته‌شده با دست: {length} بایت، {bytes}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="51"/>
        <source>the core: {length} bytes, {bytes}</source>
        <translation>هسته: {length} بایت، {bytes}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="52"/>
        <source>sha256(b&apos;abc&apos;) = {digest}</source>
        <translation>پاسخ هسته برای ⁦sha256(b&apos;abc&apos;)⁩: {digest}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="53"/>
        <source>NIST&apos;s answer = {digest}</source>
        <translation>پاسخ NIST: {digest}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="54"/>
        <source>NFC body: {code_points}, UTF-8 {utf8}</source>
        <translation>متن NFC: {code_points}، UTF-8 {utf8}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="55"/>
        <source>NFD body: {code_points}, UTF-8 {utf8}</source>
        <translation>متن NFD: {code_points}، UTF-8 {utf8}</translation>
    </message>
    <message>
        <source>they differ in {nfc} ({nfc_utf8}) against {nfd} ({nfd_utf8})</source>
        <translation>تفاوتشان در {nfc} ({nfc_utf8}) در برابر {nfd} ({nfd_utf8}) است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="56"/>
        <source>a digest function returning {value}:</source>
        <translation>تابع چکیده‌ای که {value} برمی‌گرداند:</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="57"/>
        <source>{count} records</source>
        <translation>{count} رکورد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/seed_check_texts.py" line="58"/>
        <source>a {kind} of records</source>
        <translation>یک {kind} از رکوردها</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Start page</source>
        <translation>صفحهٔ آغاز</translation>
    </message>
    <message>
        <source>DocDedup Inspector</source>
        <translation>DocDedup Inspector</translation>
    </message>
    <message>
        <source>Three Persian records: two exact duplicates, and one that differs by a single letter. Begin here.</source>
        <translation>سه رکورد فارسی: دو تکراری دقیق، و یکی که تنها در یک حرف فرق دارد. از این‌جا شروع کنید.</translation>
    </message>
    <message>
        <source>Pairs that look identical but are not: line endings, Arabic and Persian yeh, NFC and NFD, invisible joiners.</source>
        <translation>جفت‌هایی که یکسان به نظر می‌رسند ولی نیستند: پایان خط، ی فارسی و عربی، NFC و NFD، اتصال‌دهنده‌های نامرئی.</translation>
    </message>
    <message>
        <source>Characters an editor must be told about: a right-to-left override, a zero width joiner, a soft hyphen.</source>
        <translation>نویسه‌هایی که ویراستار باید از آن‌ها باخبر شود: جهت‌گردان راست‌به‌چپ، اتصال‌دهندهٔ بی‌عرض، خط تیرهٔ نرم.</translation>
    </message>
    <message>
        <source>A bundled example.</source>
        <translation>مثالی همراه برنامه.</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>مثال‌ها</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>پرونده‌های اخیر</translation>
    </message>
    <message>
        <source>No examples are installed.</source>
        <translation>هیچ مثالی نصب نشده است.</translation>
    </message>
    <message>
        <source>Open a file of records (a JSON array or JSON Lines), drop one on this window, or begin with an example.</source>
        <translation>پرونده‌ای از رکوردها (آرایهٔ JSON یا JSON Lines) باز کنید، آن را روی این پنجره رها کنید، یا با یک مثال شروع کنید.</translation>
    </message>
    <message>
        <source>Open a file...</source>
        <translation>باز کردن پرونده...</translation>
    </message>
    <message>
        <source>No recent files yet: a file you open is listed here.</source>
        <translation>هنوز پرونده‌ای اخیراً باز نشده است: هر پرونده‌ای که باز کنید این‌جا می‌آید.</translation>
    </message>
    <message>
        <source>Not found in {folder}: moved or deleted.</source>
        <translation>در {folder} یافت نشد: جابه‌جا یا حذف شده است.</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>پرونده باز نمی‌شود</translation>
    </message>
</context>
<context>
    <name>Slides</name>
    <message>
        <location filename="../../docdedup_gui/slides/exporting.py"/>
        <source>cannot tell which picture to write from the name {path}; end it in .png or .svg</source>
        <translation>از نام {path} پیدا نیست کدام تصویر نوشته شود؛ نام را به ⁦.png⁩ یا ⁦.svg⁩ پایان دهید</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/slides/exporting.py"/>
        <source>PNG picture (*.png)</source>
        <translation>تصویر PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/slides/exporting.py"/>
        <source>SVG drawing (*.svg)</source>
        <translation>طرح SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/slides/exporting.py"/>
        <source>Exported {path}</source>
        <translation>صادر شد: {path}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/slides/exporting.py"/>
        <source>Export as picture</source>
        <translation>صدور به صورت تصویر</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/slides/exporting.py"/>
        <source>&amp;Export as picture...</source>
        <translation>صدور به صورت تصویر... (&amp;E)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/slides/exporting.py"/>
        <source>Export</source>
        <translation>صدور</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/slides/exporting.py"/>
        <source>This &amp;step as a picture...</source>
        <translation>این گام به صورت تصویر... (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/slides/exporting.py"/>
        <source>&amp;Every step, a picture each...</source>
        <translation>همهٔ گام‌ها، هر کدام یک تصویر... (&amp;E)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/slides/exporting.py"/>
        <source>Export every step</source>
        <translation>صدور همهٔ گام‌ها</translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="44"/>
        <source>The record</source>
        <translation>رکورد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="45"/>
        <source>The array</source>
        <translation>آرایه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="46"/>
        <source>Compact JSON</source>
        <translation>JSON فشرده</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="47"/>
        <source>UTF-8 bytes</source>
        <translation>بایت‌های UTF-8</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="48"/>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="49"/>
        <source>The bucket</source>
        <translation>سطل</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="50"/>
        <source>Byte equality</source>
        <translation>برابری بایت‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="58"/>
        <source>bucket</source>
        <translation>سطل</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="59"/>
        <source>… +{count} more bytes</source>
        <translation>… و {count} بایت دیگر</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="60"/>
        <source>{doc_id} is compared byte by byte with each group already in its bucket.</source>
        <translation>{doc_id} بایت به بایت با هر گروهی که در سطلش هست مقایسه می‌شود.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="62"/>
        <source>all {count} bytes equal: the same group</source>
        <translation>هر {count} بایت برابر: یک گروه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="63"/>
        <source>byte {offset}:</source>
        <translation>بایت {offset}:</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="64"/>
        <source>(end)</source>
        <translation>(پایان)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="72"/>
        <source>Simulated collisions: every digest is 64 zeros, so every record is in one bucket. The digest only proposes; the bytes decide.</source>
        <translation>برخورد شبیه‌سازی‌شده: هر چکیده ۶۴ صفر است، پس همهٔ رکوردها در یک سطل‌اند. چکیده فقط پیشنهاد می‌دهد؛ بایت‌ها تصمیم می‌گیرند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="79"/>
        <source>The first differing byte, at offset {offset}, splits the bucket: two groups ({classes}).</source>
        <translation>نخستین بایت متفاوت، در جایگاه {offset}، سطل را دو بخش می‌کند: دو گروه ({classes}).</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="81"/>
        <source>The first differing byte, at offset {offset}, decides: two groups ({classes}).</source>
        <translation>نخستین بایت متفاوت، در جایگاه {offset}، تصمیم می‌گیرد: دو گروه ({classes}).</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="84"/>
        <source>A record: doc_id and source_ref are provenance (kept, never compared); language, title and body are its content.</source>
        <translation>یک رکورد: doc_id و source_ref سرچشمه‌اند (نگه داشته می‌شوند، هرگز مقایسه نمی‌شوند)؛ زبان، عنوان و متن محتوای آن‌اند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="86"/>
        <source>The array [contract, language, title, body]: the contract&apos;s name comes first, provenance is left out, title and body stay two items.</source>
        <translation>آرایهٔ [قرارداد، زبان، عنوان، متن]: نام قرارداد نخست می‌آید، سرچشمه کنار می‌رود، عنوان و متن دو عضو جدا می‌مانند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="88"/>
        <source>Compact JSON: no spaces; only quotes, backslashes and control characters are escaped (marked), every other character is written as itself.</source>
        <translation>JSON فشرده: بی‌فاصله؛ تنها نقل‌قول، بک‌اسلش و نویسه‌های کنترلی گریز می‌خورند (نشان‌دار)، هر نویسهٔ دیگری همان‌گونه که هست نوشته می‌شود.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="90"/>
        <source>UTF-8 bytes: ASCII takes one byte; a character in brackets takes more: its lead byte (yellow: 110xxxxx, 1110xxxx or 11110xxx says how many follow) and its continuation bytes (red: 10xxxxxx).</source>
        <translation>بایت‌های UTF-8: هر نویسهٔ ASCII یک بایت است؛ نویسهٔ درون کروشه بیشتر: بایت آغازینش (زرد: 110xxxxx، 1110xxxx یا 11110xxx می‌گوید چند بایت در پی می‌آید) و بایت‌های ادامه‌اش (قرمز: 10xxxxxx).</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="93"/>
        <source>SHA-256 of the bytes: 64 hex digits. One changed byte changes about half of them (the digits that differ are marked).</source>
        <translation>SHA-256 بایت‌ها: ۶۴ رقم شانزده‌شانزدهی. تغییر یک بایت حدود نیمی از آن‌ها را تغییر می‌دهد (رقم‌های متفاوت نشان‌دارند).</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="95"/>
        <source>The digest picks a bucket: records in the same bucket are candidates, compared byte by byte.</source>
        <translation>چکیده یک سطل برمی‌گزیند: رکوردهای یک سطل نامزدند و بایت‌به‌بایت مقایسه می‌شوند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="97"/>
        <source>Every byte is equal: one group.</source>
        <translation>همهٔ بایت‌ها برابرند: یک گروه.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="150"/>
        <source>Step through the contract</source>
        <translation>گام‌به‌گام در قرارداد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="160"/>
        <source>Simulate digest collisions</source>
        <translation>شبیه‌سازی برخورد چکیده‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="161"/>
        <source>← Back</source>
        <translation>→ پیشین</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="162"/>
        <source>Next →</source>
        <translation>پسین ←</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="192"/>
        <source>Step {number} of {total}: {title}</source>
        <translation>گام {number} از {total}: {title}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="199"/>
        <source>{doc_id}: {length} canonical bytes</source>
        <translation>{doc_id}: {length} بایت متعارف</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="67"/>
        <source>lead byte {byte} = {bits}: {marker} says {count} bytes in all; the character's bits in it are {payload}</source>
        <translation>بایت آغازین ⁦{byte} = {bits}⁩: ⁦{marker}⁩ می‌گوید روی هم {count} بایت است؛ بیت‌های نویسه در آن ⁦{payload}⁩ است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="69"/>
        <source>continuation byte {byte} = {bits}: 10 marks a continuation; the bits in it are {payload}</source>
        <translation>بایت ادامه ⁦{byte} = {bits}⁩: ⁦10⁩ نشان ادامه است؛ بیت‌های نویسه در آن ⁦{payload}⁩ است</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py" line="71"/>
        <source>{code_point}: the bits {parts} joined give {binary} in binary = {hex} in hex</source>
        <translation>⁦{code_point}⁩: بیت‌های ⁦{parts}⁩ کنار هم در دودویی ⁦{binary}⁩ می‌شود = در شانزده‌شانزدهی ⁦{hex}⁩</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py"/>
        <source>The step before ({keys}); the first step: {first}</source>
        <translation>گام پیشین ({keys})؛ نخستین گام: {first}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py"/>
        <source>The next step ({keys}); the last step: {last}</source>
        <translation>گام پسین ({keys})؛ واپسین گام: {last}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/playground/stepper.py"/>
        <source>{one} or {other}</source>
        <translation>{one} یا {other}</translation>
    </message>
</context>
<context>
    <name>Trouble</name>
    <message>
        <source>Something went wrong: {error}

The details are in {log}.</source>
        <translation>خطایی پیش آمد: {error}

جزئیات در {log} است.</translation>
    </message>
    <message>
        <source>DocDedup Inspector</source>
        <translation>DocDedup Inspector</translation>
    </message>
</context>
<context>
    <name>VerifyDialog</name>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="72"/>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="73"/>
        <source>What it proves</source>
        <translation>چه چیزی را ثابت می‌کند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="74"/>
        <source>Seed name</source>
        <translation>نام در برنامهٔ مرجع</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="98"/>
        <source>Passed</source>
        <translation>موفق</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="99"/>
        <source>Failed</source>
        <translation>ناموفق</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="123"/>
        <source>Verify the contract</source>
        <translation>وارسی قرارداد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="145"/>
        <source>Limits profile</source>
        <translation>نمایهٔ محدودیت‌ها</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="146"/>
        <source>The limits the 18 checks run under</source>
        <translation>محدودیت‌هایی که ۱۸ آزمون با آن‌ها اجرا می‌شوند</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="154"/>
        <source>The seed program proves doc-content-v1 with 18 checks. Here they run against this application&apos;s core.</source>
        <translation>برنامهٔ مرجع قرارداد doc-content-v1 را با ۱۸ بررسی ثابت می‌کند. اینجا همان بررسی‌ها روی هستهٔ این برنامه اجرا می‌شوند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="162"/>
        <source>Limits profile:</source>
        <translation>نمایهٔ محدودیت‌ها:</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="169"/>
        <source>Seed checks</source>
        <translation>بررسی‌های برنامهٔ مرجع</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="170"/>
        <source>Each of the seed&apos;s 18 checks and whether it passed</source>
        <translation>هر یک از ۱۸ آزمون بذر و نتیجهٔ آن</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="224"/>
        <source>Seed name: {name}</source>
        <translation>نام در برنامهٔ مرجع: {name}</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="233"/>
        <source>Run again</source>
        <translation>اجرای دوباره</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="255"/>
        <source>{passed} of {total} checks pass under the {profile} limits.</source>
        <translation>{passed} از {total} بررسی با محدودیت‌های {profile} موفق‌اند.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="260"/>
        <source>As intended: the failing checks test the seed&apos;s teaching bounds, which this profile widens for real corpora.</source>
        <translation>همان‌طور که انتظار می‌رود: بررسی‌های ناموفق مرزهای آموزشی برنامهٔ مرجع را می‌سنجند که این نمایه برای پیکره‌های واقعی گسترده‌تر کرده است.</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="212"/>
        <source>What the check compared</source>
        <translation>آنچه بررسی مقایسه کرد</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="213"/>
        <source>The values the selected check compared, one a line</source>
        <translation>مقدارهایی که بررسی برگزیده مقایسه کرد، هر یک در یک سطر</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/dialogs/verify_dialog.py" line="225"/>
        <source>What it compared:</source>
        <translation>آنچه مقایسه کرد:</translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <location filename="../../docdedup_gui/zoom.py" line="44"/>
        <source>Zoom &amp;in</source>
        <translation>بزرگ‌نمایی (&amp;I)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/zoom.py" line="45"/>
        <source>Zoom &amp;out</source>
        <translation>کوچک‌نمایی (&amp;O)</translation>
    </message>
    <message>
        <location filename="../../docdedup_gui/zoom.py" line="46"/>
        <source>&amp;Reset zoom</source>
        <translation>اندازهٔ عادی (&amp;R)</translation>
    </message>
</context>
<context>
    <name>CensusKinds</name>
    <message>
        <source>bidi override, embedding, isolate or mark: the displayed order may differ from the stored order (Trojan Source, CVE-2021-42574)</source>
        <translation>نویسهٔ جهت‌نما (بازنویسی، جاسازی، جداساز یا نشانه): ترتیب نمایش ممکن است با ترتیب ذخیره فرق کند (حملهٔ «Trojan Source»، CVE-2021-42574)</translation>
    </message>
    <message>
        <source>tag character U+E0000..U+E007F: text hidden from readers</source>
        <translation>نویسهٔ برچسب U+E0000..U+E007F: متنی پنهان از چشم خواننده</translation>
    </message>
    <message>
        <source>a letter of another script inside a word (UTS #39 mixed script)</source>
        <translation>حرفی از خطی دیگر درون یک واژه (خط آمیخته در UTS #39)</translation>
    </message>
    <message>
        <source>invisible: zero width space, joiners, word joiner, soft hyphen, ...</source>
        <translation>نامرئی: فاصلهٔ بی‌عرض، اتصال‌دهنده‌ها، پیوند واژه، خط تیرهٔ نرم و…</translation>
    </message>
    <message>
        <source>U+FEFF ZERO WIDTH NO-BREAK SPACE (byte order mark)</source>
        <translation>U+FEFF ZERO WIDTH NO-BREAK SPACE (نشانهٔ ترتیب بایت)</translation>
    </message>
    <message>
        <source>a C0 or C1 control character other than TAB, LF and CR</source>
        <translation>نویسهٔ کنترلی C0 یا C1 جز TAB، LF و CR</translation>
    </message>
    <message>
        <source>a line ending other than LF: CR, NEL, LS or PS</source>
        <translation>پایان سطری جز LF: ‏CR، NEL، LS یا PS</translation>
    </message>
    <message>
        <source>a space other than U+0020: NBSP, narrow or wide spaces</source>
        <translation>فاصله‌ای جز U+0020: ‏NBSP یا فاصله‌های باریک و پهن</translation>
    </message>
    <message>
        <source>a variation selector</source>
        <translation>گزینشگر گونه</translation>
    </message>
    <message>
        <source>a presentation form, fullwidth or halfwidth form, ligature or styled letter</source>
        <translation>شکل نمایشی، شکل تمام‌عرض یا نیم‌عرض، پیوندنویسه یا حرف آرایه‌دار</translation>
    </message>
    <message>
        <source>a character that NFC would change: decomposed, out of order or a singleton</source>
        <translation>نویسه‌ای که NFC تغییرش می‌دهد: تجزیه‌شده، نابه‌ترتیب یا تک‌نگاشت</translation>
    </message>
    <message>
        <source>U+0640 ARABIC TATWEEL (kashida)</source>
        <translation>U+0640 ARABIC TATWEEL (کشیده)</translation>
    </message>
    <message>
        <source>a private-use code point</source>
        <translation>نقطهٔ کد کاربرد خصوصی</translation>
    </message>
    <message>
        <source>a code point Unicode has not assigned</source>
        <translation>نقطهٔ کدی که Unicode هنوز به نویسه‌ای نداده است</translation>
    </message>
    <message>
        <source>a noncharacter code point</source>
        <translation>نقطهٔ کد نانویسه</translation>
    </message>
    <message>
        <source>Arabic yeh or alef maksura in a Persian record (Persian writes U+06CC)</source>
        <translation>یای عربی یا الف مقصوره در رکورد فارسی (فارسی U+06CC می‌نویسد)</translation>
    </message>
    <message>
        <source>Arabic kaf in a Persian record (Persian writes U+06A9)</source>
        <translation>کاف عربی در رکورد فارسی (فارسی U+06A9 می‌نویسد)</translation>
    </message>
    <message>
        <source>a digit foreign to the record&apos;s language, or a number mixing digit systems</source>
        <translation>رقمی بیگانه با زبان رکورد، یا عددی با رقم‌هایی از چند دستگاه</translation>
    </message>
</context>
<context>
    <name>Task</name>
    <message>
        <location filename="../../docdedup_gui/workers.py" line="1"/>
        <source>the work ended without a result: there was not enough memory to run it</source>
        <translation>کار بی‌نتیجه پایان یافت: حافظهٔ کافی برای اجرای آن نبود</translation>
    </message>
</context>
</TS>

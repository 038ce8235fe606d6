# cmake -DLUPDATE=lupdate -DGENERATOR=GenerateLUpdateProject.cmake -DPROJECT_CMAKE=s21_app_project.cmake
#       -DTS=resources/translations/spanish21_en.ts -DWORK=dir -P CheckTranslations.cmake:
# fails when the English numerus file is not what lupdate -pluralonly makes of s21_app's sources today
# (the s21_app_lupdate target's run, on a copy): a counted text with no English forms yet, its entry
# type="unfinished", or an entry whose text has gone from the code. docs/architecture.md, "Translations".
file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND "${CMAKE_COMMAND}" "-DIN_FILE=${PROJECT_CMAKE}" "-DOUT_FILE=${WORK}/project.json"
                        -P "${GENERATOR}"
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "could not write lupdate's project file from ${PROJECT_CMAKE}")
endif()
file(COPY_FILE "${TS}" "${WORK}/refreshed.ts")
execute_process(COMMAND "${LUPDATE}" -project "${WORK}/project.json" -pluralonly -locations none -no-obsolete
                        -silent -ts "${WORK}/refreshed.ts"
                RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "lupdate failed on ${WORK}/project.json")
endif()
file(READ "${TS}" committed)
file(READ "${WORK}/refreshed.ts" refreshed)
string(REGEX MATCHALL "<source>[^<]*</source>\n *<translation type=\"unfinished\"" unfinished "${refreshed}")
string(REGEX MATCHALL "<numerusform></numerusform>" empty "${refreshed}")
if(unfinished OR empty OR NOT committed STREQUAL refreshed)
    string(REGEX REPLACE "<source>([^<]*)</source>\n *<translation type=\"unfinished\"" "  \\1\n" unfinished
           "${unfinished}")
    message(FATAL_ERROR "${TS} is not current with the sources (lupdate's refresh: ${WORK}/refreshed.ts). "
                        "Run cmake --build <build dir> --target s21_app_lupdate and give each new entry its "
                        "English forms (one, then other), without type=\"unfinished\". Unfinished:\n${unfinished}")
endif()
message(STATUS "${TS}: every counted text has its English forms")

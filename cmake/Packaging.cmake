# What the programs install (`cmake --install`), and the Debian package built from the same rules by
# CPack's DEB generator (the `deb` target). CPack rather than debian/ and dpkg-buildpackage: the one
# description of what is installed is these rules, the package is made from the release build that
# `dev.sh run` and CI already make (no second build of the tree), and dpkg-shlibdeps still computes
# the Depends of the libraries the programs link. packaging/README.md maps the files.
set(S21_PACKAGING_DIR ${PROJECT_SOURCE_DIR}/packaging)
set(S21_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/spanish21-trainer)

# The scenario library: profiles, exams, speed standards and the drill folders, where
# scenario/library_location.h looks for them.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/scenarios/ DESTINATION ${CMAKE_INSTALL_DATADIR}/spanish21-trainer)

# The desktop's view of the trainer: its menu entry, its AppStream description and its icons.
install(FILES ${S21_PACKAGING_DIR}/${S21_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${S21_PACKAGING_DIR}/${S21_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(DIRECTORY ${S21_PACKAGING_DIR}/icons/hicolor DESTINATION ${CMAKE_INSTALL_DATADIR}/icons)
install(FILES ${S21_PACKAGING_DIR}/icons/${S21_APP_ID}.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

# The school administrator's tool for stations' client certificates (docs/school-server.md, "A
# station's own credentials"): a helper script, not a command of its own, so in lib/, run with bash.
install(PROGRAMS ${S21_PACKAGING_DIR}/station_certificate.sh DESTINATION lib/spanish21-trainer)

# Man pages and the changelog, compressed as Debian's policy asks (gzip -9n: no name or time inside,
# so the same tree gives the same bytes).
find_program(S21_GZIP gzip REQUIRED)
set(S21_COMPRESSED)
function(s21_compressed source output)
    add_custom_command(OUTPUT ${output} COMMAND ${S21_GZIP} -9n -c ${source} > ${output} DEPENDS ${source}
                       COMMENT "Compressing ${output}" VERBATIM)
    set(S21_COMPRESSED ${S21_COMPRESSED} ${output} PARENT_SCOPE)
endfunction()
set(S21_PACKAGE_OUT ${PROJECT_BINARY_DIR}/packaging)
foreach(program spanish21-trainer spanish21-cli)
    s21_compressed(${S21_PACKAGING_DIR}/man/${program}.1 ${S21_PACKAGE_OUT}/${program}.1.gz)
    install(FILES ${S21_PACKAGE_OUT}/${program}.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endforeach()

# A native package's changelog names its version: made at configure time from the commit.
set(S21_MAINTAINER "Spanish 21 Dealer Trainer developers <developers@example.org>")
set(S21_CHANGELOG_DATE "Thu, 01 Jan 1970 00:00:00 +0000")
set(S21_CHANGELOG_CHANGE "Built from a tree without git history.")
if(GIT_FOUND AND EXISTS ${PROJECT_SOURCE_DIR}/.git)
    execute_process(COMMAND ${GIT_EXECUTABLE} log -1 --format=%aD WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                    OUTPUT_VARIABLE S21_CHANGELOG_DATE OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    set(S21_CHANGELOG_CHANGE "Built from commit ${s21_git_commit} (git log has what changed).")
endif()
configure_file(${S21_PACKAGING_DIR}/changelog.in ${S21_PACKAGE_OUT}/changelog @ONLY)
s21_compressed(${S21_PACKAGE_OUT}/changelog ${S21_PACKAGE_OUT}/changelog.gz)
install(FILES ${S21_PACKAGE_OUT}/changelog.gz ${S21_PACKAGING_DIR}/copyright DESTINATION ${S21_DOC_DIR})
add_custom_target(s21_package_files DEPENDS ${S21_COMPRESSED})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME spanish21-trainer)
set(CPACK_PACKAGE_VERSION ${S21_VERSION})
set(CPACK_PACKAGE_CONTACT ${S21_MAINTAINER})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "dealer trainer for Spanish 21, checked against the regulations")
set(CPACK_PACKAGE_DESCRIPTION "A seven-seat table on which trainee casino dealers deal Spanish 21 and are
checked, move by move, against the Maryland and Massachusetts regulations;
every mistake is explained with the section it breaks. For dealer schools,
trainees practising alone and supervisors who certify dealers: every round is
kept (SQLite, or a school's PostgreSQL server), with progress reports, replays
and signed certification exams that anyone can verify. Includes spanish21-cli,
the same rules without a display.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The libraries the programs link come from dpkg-shlibdeps; Qt's SQL drivers are plugins it cannot
# see: SQLite for the records file, PostgreSQL for a school's server.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The table is lettered in DejaVu Serif and Sans (theme.h), and a card's "10" in their condensed face.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6sql6-psql, fonts-dejavu-core, fonts-dejavu-extra")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "openssl") # station_certificate.sh
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_OUTPUT_FILE_PREFIX ${PROJECT_BINARY_DIR}/package)
include(CPack)

# `cmake --build --preset release --target deb`: the programs, then the package in build/release/package/.
# The folder holds this build's package alone.
add_custom_target(deb COMMAND ${CMAKE_COMMAND} -E rm -rf ${CPACK_OUTPUT_FILE_PREFIX}
                  COMMAND ${CMAKE_CPACK_COMMAND} --config ${PROJECT_BINARY_DIR}/CPackConfig.cmake
                  WORKING_DIRECTORY ${PROJECT_BINARY_DIR} USES_TERMINAL VERBATIM)
add_dependencies(deb spanish21-trainer spanish21-cli s21_package_files)
